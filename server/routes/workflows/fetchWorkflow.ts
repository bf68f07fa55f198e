import { ZWorkflowIdParams, ZWorkflowQuery, ZWorkflowResponse } from '@core/api/workflows';
import type { TApp, TContext } from '../../context';
import { requireSession } from '../../middleware/session';
import { authorize, authorizeSelf } from '../../policies';
import { loadWorkflow } from '../../workflows/workflowStore';
import { workflowResponse } from '../../workflows/workflowResponse';

/** GET /api/workflows/:id: every step's state and the jobs' progress (polled while research or the draft runs). */
export function fetchWorkflow(app: TApp, ctx: TContext) {
  app.get('/api/workflows/:id', { schema: { params: ZWorkflowIdParams, querystring: ZWorkflowQuery, response: { 200: ZWorkflowResponse } }, preHandler: requireSession }, async (request) => {
    const user = authorizeSelf(request.sessionUser, request.query.unique_id);
    const workflow = await loadWorkflow(ctx.db, request.params.id);
    authorize(user, 'read', workflow);
    return workflowResponse(ctx, workflow, user);
  });
}
