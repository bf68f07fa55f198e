import { ZOpenIdeaInWorkflowInput, ZOpenIdeaInWorkflowResponse, ZPlannerIdeaParams } from '@core/api/planner';
import type { TApp, TContext } from '../../context';
import { requireSession } from '../../middleware/session';
import { authorize, authorizeSelf } from '../../policies';
import { presentIdea } from '../../planner/ideaPresenter';
import { loadPlannerIdea } from '../../planner/ideaStore';
import { markWriting } from '../../planner/ideaUpdater';
import { openIdeaInWorkflow } from '../../planner/ideaWorkflowOpener';

/** POST /api/planner/ideas/:id/workflow: a blog workflow prefilled from the idea (201 { workflow_id, idea }); the idea moves to "writing". */
export function openInWorkflow(app: TApp, ctx: TContext) {
  app.post(
    '/api/planner/ideas/:id/workflow',
    { schema: { params: ZPlannerIdeaParams, body: ZOpenIdeaInWorkflowInput, response: { 201: ZOpenIdeaInWorkflowResponse } }, preHandler: requireSession },
    async (request, reply) => {
      const user = authorizeSelf(request.sessionUser, request.body.unique_id);
      const idea = await loadPlannerIdea(ctx.db, request.params.id);
      authorize(user, 'read', idea);
      authorize(user, 'open', idea);
      const workflowId = await openIdeaInWorkflow(ctx, user, idea);
      return reply.code(201).send({ workflow_id: workflowId, idea: presentIdea(await markWriting(ctx, idea), user) });
    },
  );
}
