import { ZStartWriteInput, ZWorkflowIdParams, ZWorkflowResponse } from '@core/api/workflows';
import type { TApp, TContext } from '../../context';
import { requireSession } from '../../middleware/session';
import { authorize, authorizeSelf } from '../../policies';
import { startWorkflowDraft } from '../../workflows/draftStarter';
import { loadWorkflow } from '../../workflows/workflowStore';
import { workflowResponse } from '../../workflows/workflowResponse';
import { perPersonRateLimit } from '../../middleware/perPersonRateLimit';

const WRITE_RATE_LIMIT = perPersonRateLimit(10);

/** POST /api/workflows/:id/write: makes the doc and starts writing the draft into it (202 with write.blog_id); retries or resumes a draft that stopped. */
export function startWrite(app: TApp, ctx: TContext) {
  app.post(
    '/api/workflows/:id/write',
    { schema: { params: ZWorkflowIdParams, body: ZStartWriteInput, response: { 202: ZWorkflowResponse } }, preHandler: requireSession, config: WRITE_RATE_LIMIT },
    async (request, reply) => {
      const user = authorizeSelf(request.sessionUser, request.body.unique_id);
      const workflow = await loadWorkflow(ctx.db, request.params.id);
      authorize(user, 'update', workflow);
      const row = await startWorkflowDraft(ctx, user, workflow, request.body);
      return reply.code(202).send(await workflowResponse(ctx, row, user));
    },
  );
}
