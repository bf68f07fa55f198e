import { ZPromptTemplateCreateInput, ZPromptTemplateResponse } from '@core/api/promptTemplates';
import type { TApp, TContext } from '../../context';
import { requireSession } from '../../middleware/session';
import { authorizeSelf, teamModeOf } from '../../policies';
import { copyAllowedFor } from '../../generation/copyAbility';
import { createPromptTemplate } from '../../promptTemplates/promptTemplateCreator';
import { loadPromptTemplate } from '../../promptTemplates/promptTemplateLoader';
import { presentPromptTemplate } from '../../promptTemplates/promptTemplatePresenter';

/** POST /api/create/prompt/template { template, description, formula }: a new template of the person's, not shared yet. */
export function createTemplate(app: TApp, ctx: TContext) {
  app.post(
    '/api/create/prompt/template',
    { schema: { body: ZPromptTemplateCreateInput, response: { 201: ZPromptTemplateResponse } }, preHandler: requireSession },
    async (request, reply) => {
      const { unique_id, team_id, template, description, formula } = request.body;
      const user = authorizeSelf(request.sessionUser, unique_id);
      const teamId = teamModeOf(user, team_id);
      const id = await createPromptTemplate(ctx.db, user.id, { template, description, formula });
      const [created, copy] = await Promise.all([loadPromptTemplate(ctx.db, id), copyAllowedFor(ctx, user.id, teamId)]);
      return reply.code(201).send({ template: presentPromptTemplate(created, user, copy) });
    },
  );
}
