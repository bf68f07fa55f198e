import { ZSharedBlogQuery, ZSharedBlogResponse } from '@core/api/blogs';
import type { TApp, TContext } from '../../context';
import { findBlog } from '../../queries/blogFinder';
import { authorize, SharedBlog } from '../../policies';
import { presentSharedBlog } from '../../presenters/blog';

/** GET /api/get/shared/copy?copy_id: a shared doc for the public page, no session needed; 404 unless shared. */
export function fetchSharedBlog(app: TApp, ctx: TContext) {
  app.get('/api/get/shared/copy', { schema: { querystring: ZSharedBlogQuery, response: { 200: ZSharedBlogResponse } } }, async (request, reply) => {
    const blog = await findBlog(ctx.db, request.query.copy_id);
    if (!blog) throw SharedBlog.refuse('read');
    authorize(request.sessionUser, 'read', SharedBlog.of(blog));
    // Unsharing must take effect at once: no shared cache may keep the doc.
    reply.header('cache-control', 'no-store');
    return { copy: presentSharedBlog(blog) };
  });
}
