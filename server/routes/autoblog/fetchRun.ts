import { ZAutoblogIdParams, ZAutoblogQuery, ZAutoblogRunResponse } from '@core/api/autoblog';
import type { TApp, TContext } from '../../context';
import { loadAutoblogRun } from '../../autoblog/runLoader';
import { requireSession } from '../../middleware/session';
import { authorize, authorizeSelf } from '../../policies';
import { runResponse } from '../../autoblog/runResponse';

/** GET /api/autoblog/runs/:id: a run with every article's step and progress (polled while it works). */
export function fetchRun(app: TApp, ctx: TContext) {
  app.get('/api/autoblog/runs/:id', { schema: { params: ZAutoblogIdParams, querystring: ZAutoblogQuery, response: { 200: ZAutoblogRunResponse } }, preHandler: requireSession }, async (request) => {
    const user = authorizeSelf(request.sessionUser, request.query.unique_id);
    const run = await loadAutoblogRun(ctx.db, request.params.id);
    authorize(user, 'read', run);
    return runResponse(ctx, run, user);
  });
}
