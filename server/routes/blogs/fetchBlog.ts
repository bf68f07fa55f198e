import { ZBlogResponse, ZFetchBlogQuery } from '@core/api/blogs';
import type { TApp, TContext } from '../../context';
import { requireSession } from '../../middleware/session';
import { authorize, authorizeSelf } from '../../policies';
import { requirePageIn } from '../../policies/pageFlag';
import { loadBlog } from '../../queries/blogLoader';
import { presentBlog } from '../../presenters/blog';

/**
 * GET /api/get/saved/copy/internal?copy_id (spec §7): one doc with its HTML; its Yjs state only with
 * include_ydoc=true (the editor syncs that over /collaboration, and it would double a long doc's download).
 */
export function fetchBlog(app: TApp, ctx: TContext) {
  app.get(
    '/api/get/saved/copy/internal',
    { schema: { querystring: ZFetchBlogQuery, response: { 200: ZBlogResponse } }, preHandler: requireSession },
    async (request) => {
      const user = authorizeSelf(request.sessionUser, request.query.unique_id);
      await requirePageIn(ctx, user, 'docs', request.query.team_id);
      const blog = await loadBlog(ctx.db, request.query.copy_id);
      authorize(user, 'read', blog);
      return { copy: presentBlog(blog, user, { ydoc: request.query.include_ydoc === 'true' }) };
    },
  );
}
