import { ZAutoblogActionBody, ZAutoblogIdParams, ZAutoblogRunResponse } from '@core/api/autoblog';
import type { TApp, TContext } from '../../context';
import { cancelRun as cancelAutoblogRun } from '../../autoblog/runActions';
import { loadAutoblogRun } from '../../autoblog/runLoader';
import { requireSession } from '../../middleware/session';
import { authorize, authorizeSelf } from '../../policies';
import { runResponse } from '../../autoblog/runResponse';

/** POST /api/autoblog/runs/:id/cancel: stops what is not finished; finished docs stay. */
export function cancelRun(app: TApp, ctx: TContext) {
  app.post('/api/autoblog/runs/:id/cancel', { schema: { params: ZAutoblogIdParams, body: ZAutoblogActionBody, response: { 200: ZAutoblogRunResponse } }, preHandler: requireSession }, async (request) => {
    const user = authorizeSelf(request.sessionUser, request.body.unique_id);
    const run = await loadAutoblogRun(ctx.db, request.params.id);
    authorize(user, 'update', run);
    await cancelAutoblogRun(ctx, run);
    return runResponse(ctx, run, user);
  });
}
