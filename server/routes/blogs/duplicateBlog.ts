import { ZBlogResponse, ZDuplicateBlogInput } from '@core/api/blogs';
import type { TApp, TContext } from '../../context';
import { duplicateBlog as copyBlog } from '../../commands/blogDuplicator';
import { requireSession } from '../../middleware/session';
import { authorize, authorizeSelf } from '../../policies';
import { requirePageIn } from '../../policies/pageFlag';
import { loadBlog } from '../../queries/blogLoader';
import { presentBlog } from '../../presenters/blog';

/** POST /api/duplicate/user/copy {copy_id}: a copy in the same project (and team), not shared. */
export function duplicateBlog(app: TApp, ctx: TContext) {
  app.post(
    '/api/duplicate/user/copy',
    { schema: { body: ZDuplicateBlogInput, response: { 201: ZBlogResponse } }, preHandler: requireSession },
    async (request, reply) => {
      const user = authorizeSelf(request.sessionUser, request.body.unique_id);
      await requirePageIn(ctx, user, 'docs', request.body.team_id);
      const blog = await loadBlog(ctx.db, request.body.copy_id);
      authorize(user, 'read', blog);
      return reply.code(201).send({ copy: presentBlog(await copyBlog(ctx.db, blog, user.id), user) });
    },
  );
}
