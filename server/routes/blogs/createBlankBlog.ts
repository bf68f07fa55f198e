import { ZBlogResponse, ZCreateBlogInput } from '@core/api/blogs';
import type { TApp, TContext } from '../../context';
import { createBlog } from '../../commands/blogCreator';
import { requireSession } from '../../middleware/session';
import { authorizeChatProject } from '../../policies/chat';
import { authorizeDocsCall } from './docsAccess';
import { authorizeSelf } from '../../policies/user';
import { presentBlog } from '../../presenters/blog';
import { blogContent } from '../../commands/blogContent';

/**
 * POST /api/create/user/copy: a blank doc for "New doc", so the editor (and its collaboration room)
 * has an id from the first keystroke. The save rule applies to saving text, not to this.
 */
export function createBlankBlog(app: TApp, ctx: TContext) {
  app.post(
    '/api/create/user/copy',
    { schema: { body: ZCreateBlogInput, response: { 201: ZBlogResponse } }, preHandler: requireSession },
    async (request, reply) => {
      const user = authorizeSelf(request.sessionUser, request.body.unique_id);
      const teamId = await authorizeDocsCall(ctx, user, request.body.team_id);
      await authorizeChatProject(ctx.db, user, request.body.project_id, teamId);
      const created = await createBlog(ctx.db, user.id, blogContent(request.body, teamId), { allowEmpty: true });
      return reply.code(201).send({ copy: presentBlog(created) });
    },
  );
}
