import { ZAutoblogActionBody, ZAutoblogIdParams, ZAutoblogRunResponse } from '@core/api/autoblog';
import type { TApp, TContext } from '../../context';
import { retryArticle as retryAutoblogArticle } from '../../autoblog/runActions';
import { loadAutoblogArticle } from '../../autoblog/runLoader';
import { requireSession } from '../../middleware/session';
import { authorize, authorizeSelf } from '../../policies';
import { runResponse } from '../../autoblog/runResponse';

/** POST /api/autoblog/articles/:id/retry: a failed or cancelled article is written again from its last stored step. */
export function retryArticle(app: TApp, ctx: TContext) {
  app.post('/api/autoblog/articles/:id/retry', { schema: { params: ZAutoblogIdParams, body: ZAutoblogActionBody, response: { 200: ZAutoblogRunResponse } }, preHandler: requireSession }, async (request) => {
    const user = authorizeSelf(request.sessionUser, request.body.unique_id);
    const { article, run } = await loadAutoblogArticle(ctx.db, request.params.id);
    authorize(user, 'update', run);
    await retryAutoblogArticle(ctx, article);
    return runResponse(ctx, run, user);
  });
}
