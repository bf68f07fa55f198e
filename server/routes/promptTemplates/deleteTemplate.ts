import { ZPromptTemplateDeletedResponse, ZPromptTemplateDeleteQuery } from '@core/api/promptTemplates';
import type { TApp, TContext } from '../../context';
import { requireSession } from '../../middleware/session';
import { authorize, authorizeSelf } from '../../policies';
import { loadPromptTemplate } from '../../promptTemplates/promptTemplateLoader';
import { deletePromptTemplate } from '../../promptTemplates/promptTemplateUpdater';

/** DELETE /api/delete/prompt/template?save_id: its owner removes it (from their team's list too). */
export function deleteTemplate(app: TApp, ctx: TContext) {
  app.delete(
    '/api/delete/prompt/template',
    { schema: { querystring: ZPromptTemplateDeleteQuery, response: { 200: ZPromptTemplateDeletedResponse } }, preHandler: requireSession },
    async (request) => {
      const user = authorizeSelf(request.sessionUser, request.query.unique_id);
      const template = await loadPromptTemplate(ctx.db, request.query.save_id);
      authorize(user, 'delete', template);
      await deletePromptTemplate(ctx.db, template.id);
      return { deleted: true as const, save_id: template.id };
    },
  );
}
