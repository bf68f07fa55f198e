import { ZCreateWorkflowInput, ZWorkflowResponse } from '@core/api/workflows';
import type { TApp, TContext } from '../../context';
import { requireSession } from '../../middleware/session';
import { authorizeSelf } from '../../policies';
import { openNewWorkflow } from '../../workflows/workflowCreator';
import { workflowResponse } from '../../workflows/workflowResponse';

/**
 * POST /api/workflows: a new workflow in a project the person works in (their own, or the team's in
 * team mode), 201. Opening the workflow page again before anything was saved in the last one answers
 * that untouched one (200), so visits do not pile up empty workflows.
 */
export function createWorkflow(app: TApp, ctx: TContext) {
  app.post('/api/workflows', { schema: { body: ZCreateWorkflowInput, response: { 200: ZWorkflowResponse, 201: ZWorkflowResponse } }, preHandler: requireSession }, async (request, reply) => {
    const user = authorizeSelf(request.sessionUser, request.body.unique_id);
    const { row, created } = await openNewWorkflow(ctx, user, request.body);
    return reply.code(created ? 201 : 200).send(await workflowResponse(ctx, row, user));
  });
}
