import { eq } from 'drizzle-orm';
import { ZWorkflowIdParams, ZWorkflowQuery } from '@core/api/workflows';
import type { TApp, TContext } from '../../context';
import { workflows } from '../../db/schema/workflows';
import { conflict } from '../../errors';
import { requireSession } from '../../middleware/session';
import { authorize, authorizeSelf } from '../../policies';
import { writeJobOf } from '../../presenters/workflow';
import { draftArticleOf } from '../../workflows/workflowResponse';
import { loadWorkflow } from '../../workflows/workflowStore';

/** DELETE /api/workflows/:id: forgets the workflow (the doc it wrote stays); not while its draft is being written. */
export function deleteWorkflow(app: TApp, ctx: TContext) {
  app.delete('/api/workflows/:id', { schema: { params: ZWorkflowIdParams, querystring: ZWorkflowQuery }, preHandler: requireSession }, async (request, reply) => {
    const user = authorizeSelf(request.sessionUser, request.query.unique_id);
    const workflow = await loadWorkflow(ctx.db, request.params.id);
    authorize(user, 'update', workflow);
    const status = writeJobOf(await draftArticleOf(ctx, workflow)).status;
    if (status === 'queued' || status === 'running') throw conflict('The draft is being written. Wait for it to finish before deleting the workflow.');
    await ctx.db.delete(workflows).where(eq(workflows.id, workflow.id));
    return reply.code(204).send();
  });
}
