import { ZPlannerIdeaParams, ZPlannerScopeQuery } from '@core/api/planner';
import type { TApp, TContext } from '../../context';
import { requireSession } from '../../middleware/session';
import { authorize, authorizeSelf } from '../../policies';
import { deleteIdea as removeIdea, loadPlannerIdea } from '../../planner/ideaStore';

/** DELETE /api/planner/ideas/:id?unique_id: removes an idea; a pillar takes its supporting ideas with it. */
export function deleteIdea(app: TApp, ctx: TContext) {
  app.delete('/api/planner/ideas/:id', { schema: { params: ZPlannerIdeaParams, querystring: ZPlannerScopeQuery }, preHandler: requireSession }, async (request, reply) => {
    const user = authorizeSelf(request.sessionUser, request.query.unique_id);
    const idea = await loadPlannerIdea(ctx.db, request.params.id);
    authorize(user, 'read', idea);
    authorize(user, 'delete', idea);
    await removeIdea(ctx.db, idea);
    return reply.code(204).send();
  });
}
