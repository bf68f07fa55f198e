import { ZStartResearchInput, ZWorkflowIdParams, ZWorkflowResponse } from '@core/api/workflows';
import type { TApp, TContext } from '../../context';
import { requireSession } from '../../middleware/session';
import { authorize, authorizeSelf } from '../../policies';
import { startWorkflowResearch } from '../../workflows/researchStarter';
import { loadWorkflow } from '../../workflows/workflowStore';
import { workflowResponse } from '../../workflows/workflowResponse';
import { perPersonRateLimit } from '../../middleware/perPersonRateLimit';

/** Research starts per person per minute (each runs several searches and reads pages). */
const RESEARCH_RATE_LIMIT = perPersonRateLimit(10);

/** POST /api/workflows/:id/research: starts researching the topic; answers the workflow with the queued job (202), which the page polls. */
export function startResearch(app: TApp, ctx: TContext) {
  app.post(
    '/api/workflows/:id/research',
    { schema: { params: ZWorkflowIdParams, body: ZStartResearchInput, response: { 202: ZWorkflowResponse } }, preHandler: requireSession, config: RESEARCH_RATE_LIMIT },
    async (request, reply) => {
      const user = authorizeSelf(request.sessionUser, request.body.unique_id);
      const workflow = await loadWorkflow(ctx.db, request.params.id);
      authorize(user, 'update', workflow);
      const row = await startWorkflowResearch(ctx, workflow, request.body);
      return reply.code(202).send(await workflowResponse(ctx, row, user));
    },
  );
}
