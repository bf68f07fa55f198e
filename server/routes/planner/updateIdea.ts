import { ZPlannerIdeaParams, ZPlannerIdeaResponse, ZUpdatePlannerIdeaInput } from '@core/api/planner';
import type { TApp, TContext } from '../../context';
import { requireSession } from '../../middleware/session';
import { authorize, authorizeSelf } from '../../policies';
import { presentIdea } from '../../planner/ideaPresenter';
import { loadPlannerIdea } from '../../planner/ideaStore';
import { changeIdea } from '../../planner/ideaUpdater';

/** PATCH /api/planner/ideas/:id: an idea's status, assignee, calendar day or title. */
export function updateIdea(app: TApp, ctx: TContext) {
  app.patch(
    '/api/planner/ideas/:id',
    { schema: { params: ZPlannerIdeaParams, body: ZUpdatePlannerIdeaInput, response: { 200: ZPlannerIdeaResponse } }, preHandler: requireSession },
    async (request) => {
      const user = authorizeSelf(request.sessionUser, request.body.unique_id);
      const idea = await loadPlannerIdea(ctx.db, request.params.id);
      authorize(user, 'read', idea);
      return { idea: presentIdea(await changeIdea(ctx, user, idea, request.body), user) };
    },
  );
}
