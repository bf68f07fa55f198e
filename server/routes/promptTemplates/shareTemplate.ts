import { ZPromptTemplateResponse, ZPromptTemplateShareInput } from '@core/api/promptTemplates';
import type { TApp, TContext } from '../../context';
import { badRequest } from '../../errors';
import { requireSession } from '../../middleware/session';
import { authorize, authorizeSelf, teamModeOf } from '../../policies';
import { copyAllowedFor } from '../../generation/copyAbility';
import { loadPromptTemplate } from '../../promptTemplates/promptTemplateLoader';
import { presentPromptTemplate } from '../../promptTemplates/promptTemplatePresenter';
import { updatePromptTemplate } from '../../promptTemplates/promptTemplateUpdater';

/**
 * POST /api/update/prompt/template/share { save_id, shared, team_id }: its owner shares it to a team
 * they belong to (its members may then read and run it), or stops sharing it.
 */
export function shareTemplate(app: TApp, ctx: TContext) {
  app.post(
    '/api/update/prompt/template/share',
    { schema: { body: ZPromptTemplateShareInput, response: { 200: ZPromptTemplateResponse } }, preHandler: requireSession },
    async (request) => {
      const { unique_id, team_id, save_id, shared } = request.body;
      const user = authorizeSelf(request.sessionUser, unique_id);
      const teamId = teamModeOf(user, team_id);
      if (shared && !teamId) throw badRequest('Switch on team mode to share a template with your team.', 'team_id');
      authorize(user, 'share', await loadPromptTemplate(ctx.db, save_id));
      await updatePromptTemplate(ctx.db, save_id, { teamId: shared ? teamId : null });
      const [updated, copy] = await Promise.all([loadPromptTemplate(ctx.db, save_id), copyAllowedFor(ctx, user.id, teamId)]);
      return { template: presentPromptTemplate(updated, user, copy) };
    },
  );
}
