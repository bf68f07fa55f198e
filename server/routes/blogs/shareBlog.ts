import { ZBlogResponse, ZShareBlogInput } from '@core/api/blogs';
import type { TApp, TContext } from '../../context';
import { setBlogShared } from '../../commands/blogSharer';
import { requireSession } from '../../middleware/session';
import { authorize, authorizeSelf } from '../../policies';
import { requirePageFlag } from '../../policies/pageFlag';
import { loadBlog } from '../../queries/blogLoader';
import { presentBlog } from '../../presenters/blog';

/** POST /api/update/copy/share {copy_id, shared}: the author publishes /share-blog/{id}, or takes it down. */
export function shareBlog(app: TApp, ctx: TContext) {
  app.post(
    '/api/update/copy/share',
    { schema: { body: ZShareBlogInput, response: { 200: ZBlogResponse } }, preHandler: requireSession },
    async (request) => {
      const user = authorizeSelf(request.sessionUser, request.body.unique_id);
      const blog = await loadBlog(ctx.db, request.body.copy_id);
      authorize(user, 'share', blog);
      // Publishing needs the docs flag; taking a page down never does (an author can always unpublish).
      if (request.body.shared) await requirePageFlag(ctx, user.id, 'docs', Boolean(blog.teamId));
      return { copy: presentBlog(await setBlogShared(ctx.db, blog, request.body.shared), user) };
    },
  );
}
