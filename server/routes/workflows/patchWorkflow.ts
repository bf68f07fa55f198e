import { ZPatchWorkflowInput, ZWorkflowIdParams, ZWorkflowResponse } from '@core/api/workflows';
import type { TApp, TContext } from '../../context';
import { requireSession } from '../../middleware/session';
import { authorize, authorizeSelf } from '../../policies';
import { patchWorkflow } from '../../workflows/workflowPatcher';
import { loadWorkflow } from '../../workflows/workflowStore';
import { workflowResponse } from '../../workflows/workflowResponse';

/** Room for a full outline and research context, JSON-escaped. */
const BODY_LIMIT = 512 * 1_024;

/** PATCH /api/workflows/:id: saves the steps' parts sent (the rest stays); 409 when `revision` is older than the stored one. */
export function patchWorkflowRoute(app: TApp, ctx: TContext) {
  app.patch(
    '/api/workflows/:id',
    { schema: { params: ZWorkflowIdParams, body: ZPatchWorkflowInput, response: { 200: ZWorkflowResponse } }, bodyLimit: BODY_LIMIT, preHandler: requireSession },
    async (request) => {
      const user = authorizeSelf(request.sessionUser, request.body.unique_id);
      const workflow = await loadWorkflow(ctx.db, request.params.id);
      authorize(user, 'update', workflow);
      const row = await patchWorkflow(ctx, user, workflow, request.body);
      return workflowResponse(ctx, row, user);
    },
  );
}
