import { ZFactCheckLatestQuery, ZFactCheckResponse } from '@core/api/factcheck';
import type { TApp, TContext } from '../../context';
import { notFound } from '../../errors';
import { requireSession } from '../../middleware/session';
import { authorize, authorizeSelf } from '../../policies';
import { requirePageFlag } from '../../policies/pageFlag';
import { presentFactCheck } from '../../presenters/factCheck';
import { loadBlog } from '../../queries/blogLoader';
import { loadLatestFactCheck } from '../../queries/factCheckLoader';
import { mayEditDocOf } from './fetchFactCheck';

/** GET /api/check/facts/latest?save_id: a doc's newest check, so its editor tab shows it after a reload; 404 when it has none. */
export function latestFactCheck(app: TApp, ctx: TContext) {
  app.get('/api/check/facts/latest', { schema: { querystring: ZFactCheckLatestQuery, response: { 200: ZFactCheckResponse } }, preHandler: requireSession }, async (request) => {
    const user = authorizeSelf(request.sessionUser, request.query.unique_id);
    const blog = await loadBlog(ctx.db, request.query.save_id);
    authorize(user, 'read', blog);
    await requirePageFlag(ctx, user.id, 'optimizer-factcheck', Boolean(blog.teamId));
    const check = await loadLatestFactCheck(ctx.db, blog.id);
    if (!check) throw notFound('This doc has not been checked yet.');
    // A check made outside the doc's team (in personal mode, of a team doc) stays its author's.
    authorize(user, 'read', check);
    return { check: presentFactCheck(check, { editDoc: await mayEditDocOf(ctx, user, check) }) };
  });
}
