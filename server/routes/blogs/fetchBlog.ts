import { ZBlogIdQuery, ZBlogResponse } from '@core/api/blogs';
import type { TApp, TContext } from '../../context';
import { findBlog } from '../../commands/blogSaver';
import { requireSession } from '../../middleware/session';
import { authorizeBlog } from '../../policies/blog';
import { authorizeTeam } from '../../policies/team';
import { authorizeSelf } from '../../policies/user';
import { presentBlog } from '../../presenters/blog';

/** GET /api/get/saved/copy/internal?copy_id (spec §7): one doc, with its HTML and Yjs state. */
export function fetchBlog(app: TApp, ctx: TContext) {
  app.get(
    '/api/get/saved/copy/internal',
    { schema: { querystring: ZBlogIdQuery, response: { 200: ZBlogResponse } }, preHandler: requireSession },
    async (request) => {
      const user = authorizeSelf(request.sessionUser, request.query.unique_id);
      await authorizeTeam(ctx.db, user, request.query.team_id);
      const blog = await authorizeBlog(ctx.db, user, await findBlog(ctx.db, request.query.copy_id));
      return { copy: presentBlog(blog) };
    },
  );
}
