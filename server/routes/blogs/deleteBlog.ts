import { ZBlogDeletedResponse, ZBlogIdQuery } from '@core/api/blogs';
import type { TApp, TContext } from '../../context';
import { deleteBlog as removeBlog } from '../../commands/blogDestroyer';
import { findBlog } from '../../queries/blogFinder';
import { requireSession } from '../../middleware/session';
import { authorizeBlog } from '../../policies/blog';
import { authorizeDocsCall } from './docsAccess';
import { authorizeSelf } from '../../policies/user';

/** DELETE /api/delete/user/copy?copy_id: removes a doc for good (its share link 404s with it). */
export function deleteBlog(app: TApp, ctx: TContext) {
  app.delete(
    '/api/delete/user/copy',
    { schema: { querystring: ZBlogIdQuery, response: { 200: ZBlogDeletedResponse } }, preHandler: requireSession },
    async (request) => {
      const user = authorizeSelf(request.sessionUser, request.query.unique_id);
      await authorizeDocsCall(ctx, user, request.query.team_id);
      const blog = await authorizeBlog(ctx.db, user, await findBlog(ctx.db, request.query.copy_id));
      await removeBlog(ctx.db, blog);
      return { deleted: true as const, copy_id: blog.id };
    },
  );
}
