import { ZBlogResponse, ZFetchBlogQuery } from '@core/api/blogs';
import type { TApp, TContext } from '../../context';
import { findBlog } from '../../queries/blogFinder';
import { requireSession } from '../../middleware/session';
import { authorizeBlog } from '../../policies/blog';
import { authorizeDocsCall } from './docsAccess';
import { authorizeSelf } from '../../policies/user';
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
      await authorizeDocsCall(ctx, user, request.query.team_id);
      const blog = await authorizeBlog(ctx.db, user, await findBlog(ctx.db, request.query.copy_id));
      return { copy: presentBlog(blog, { ydoc: request.query.include_ydoc === 'true' }) };
    },
  );
}
