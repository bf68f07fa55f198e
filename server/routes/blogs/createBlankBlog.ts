import { ZBlogResponse, ZCreateBlogInput } from '@core/api/blogs';
import type { TApp, TContext } from '../../context';
import { createBlog } from '../../commands/blogCreator';
import { requireSession } from '../../middleware/session';
import { authorize, authorizeSelf } from '../../policies';
import { requirePageIn } from '../../policies/pageFlag';
import { loadProject } from '../../queries/projectLoader';
import { presentBlog } from '../../presenters/blog';
import { findNewestBlankBlog } from '../../queries/blankBlogFinder';
import { blogContent } from '../../commands/blogContent';

/**
 * POST /api/create/user/copy: a blank doc for "New doc", so the editor (and its collaboration room)
 * has an id from the first keystroke. The save rule applies to saving text, not to this. Without a
 * title it reopens the person's newest untouched doc in that project (200), so opening the editor
 * again and again does not pile up "Untitled doc"s.
 */
export function createBlankBlog(app: TApp, ctx: TContext) {
  app.post(
    '/api/create/user/copy',
    { schema: { body: ZCreateBlogInput, response: { 200: ZBlogResponse, 201: ZBlogResponse } }, preHandler: requireSession },
    async (request, reply) => {
      const user = authorizeSelf(request.sessionUser, request.body.unique_id);
      const teamId = await requirePageIn(ctx, user, 'docs', request.body.team_id);
      authorize(user, 'use', await loadProject(ctx.db, request.body.project_id, teamId));
      const blank = request.body.title ? undefined : await findNewestBlankBlog(ctx.db, { userId: user.id, projectId: request.body.project_id, teamId }, ctx.collaboration.withLiveDocument);
      if (blank) return reply.code(200).send({ copy: presentBlog(blank, user) });
      const created = await createBlog(ctx.db, user.id, blogContent(request.body, teamId), { allowEmpty: true });
      return reply.code(201).send({ copy: presentBlog(created, user) });
    },
  );
}
