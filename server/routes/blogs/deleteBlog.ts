import { ZBlogDeletedResponse, ZBlogIdQuery } from '@core/api/blogs';
import type { TApp, TContext } from '../../context';
import { deleteBlog as removeBlog } from '../../commands/blogDestroyer';
import { requireSession } from '../../middleware/session';
import { authorize, authorizeSelf } from '../../policies';
import { requirePageIn } from '../../policies/pageFlag';
import { loadBlog } from '../../queries/blogLoader';

/** DELETE /api/delete/user/copy?copy_id: removes a doc for good (its share link 404s with it). */
export function deleteBlog(app: TApp, ctx: TContext) {
  app.delete(
    '/api/delete/user/copy',
    { schema: { querystring: ZBlogIdQuery, response: { 200: ZBlogDeletedResponse } }, preHandler: requireSession },
    async (request) => {
      const user = authorizeSelf(request.sessionUser, request.query.unique_id);
      await requirePageIn(ctx, user, 'docs', request.query.team_id);
      const blog = await loadBlog(ctx.db, request.query.copy_id);
      authorize(user, 'delete', blog);
      await removeBlog(ctx.db, blog);
      return { deleted: true as const, copy_id: blog.id };
    },
  );
}
