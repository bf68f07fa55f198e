import { ZPromptTemplateResponse, ZPromptTemplateUpdateInput } from '@core/api/promptTemplates';
import type { TApp, TContext } from '../../context';
import { requireSession } from '../../middleware/session';
import { authorize, authorizeSelf, teamModeOf } from '../../policies';
import { copyAllowedFor } from '../../generation/copyAbility';
import { loadPromptTemplate } from '../../promptTemplates/promptTemplateLoader';
import { presentPromptTemplate } from '../../promptTemplates/promptTemplatePresenter';
import { updatePromptTemplate } from '../../promptTemplates/promptTemplateUpdater';

/** POST /api/update/prompt/template { save_id, template, description, formula }: its owner changes it. */
export function updateTemplate(app: TApp, ctx: TContext) {
  app.post(
    '/api/update/prompt/template',
    { schema: { body: ZPromptTemplateUpdateInput, response: { 200: ZPromptTemplateResponse } }, preHandler: requireSession },
    async (request) => {
      const { unique_id, team_id, save_id, template, description, formula } = request.body;
      const user = authorizeSelf(request.sessionUser, unique_id);
      const teamId = teamModeOf(user, team_id);
      authorize(user, 'edit', await loadPromptTemplate(ctx.db, save_id));
      await updatePromptTemplate(ctx.db, save_id, { template, description, formula });
      const [updated, copy] = await Promise.all([loadPromptTemplate(ctx.db, save_id), copyAllowedFor(ctx, user.id, teamId)]);
      return { template: presentPromptTemplate(updated, user, copy) };
    },
  );
}
