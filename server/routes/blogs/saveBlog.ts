import { BLOG_SAVE_BODY_MAX_BYTES, ZBlogResponse, ZSaveBlogInput } from '@core/api/blogs';
import type { TApp, TContext } from '../../context';
import { createBlog } from '../../commands/blogCreator';
import { updateBlog } from '../../commands/blogUpdater';
import { requireSession } from '../../middleware/session';
import { authorize, authorizeSelf } from '../../policies';
import { requirePageIn } from '../../policies/pageFlag';
import { loadBlog } from '../../queries/blogLoader';
import { loadProject } from '../../queries/projectLoader';
import { presentBlog } from '../../presenters/blog';
import { blogContent } from '../../commands/blogContent';

/**
 * POST /api/save/user/copy (spec §7): the blog payload of spec §3. With a save_id it updates that
 * doc (absent fields kept, the Yjs update merged, or without one the HTML made the doc's Yjs text;
 * editors who have it open receive the change live); without, it creates one. No text: 400.
 */
export function saveBlog(app: TApp, ctx: TContext) {
  app.post(
    '/api/save/user/copy',
    // A doc at the schema's maximum fits this body limit; the session is checked before so large a body is read.
    { schema: { body: ZSaveBlogInput, response: { 200: ZBlogResponse, 201: ZBlogResponse } }, bodyLimit: BLOG_SAVE_BODY_MAX_BYTES, onRequest: requireSession },
    async (request, reply) => {
      const user = authorizeSelf(request.sessionUser, request.body.unique_id);
      const teamId = await requirePageIn(ctx, user, 'docs', request.body.team_id);
      if (request.body.save_id) {
        const blog = await loadBlog(ctx.db, request.body.save_id);
        authorize(user, 'update', blog);
        authorize(user, 'use', await loadProject(ctx.db, request.body.project_id, blog.teamId));
        const updated = await updateBlog(ctx.db, blog, blogContent(request.body, blog.teamId), (work) => ctx.collaboration.withLiveDocument(blog.id, work));
        return reply.code(200).send({ copy: presentBlog(updated, user) });
      }
      authorize(user, 'use', await loadProject(ctx.db, request.body.project_id, teamId));
      const created = await createBlog(ctx.db, user.id, blogContent(request.body, teamId));
      return reply.code(201).send({ copy: presentBlog(created, user) });
    },
  );
}
