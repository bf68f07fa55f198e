import { ZCreateBriefInput, ZSeoBriefResponse } from '@core/api/seo';
import type { TApp, TContext } from '../../context';
import { requireSession } from '../../middleware/session';
import { authorize, authorizeSelf } from '../../policies';
import { requirePageIn } from '../../policies/pageFlag';
import { presentSeoBrief } from '../../presenters/seoBrief';
import { loadBlog } from '../../queries/blogLoader';
import { loadProject } from '../../queries/projectLoader';
import { requestSeoBrief } from '../../seo/briefRequester';
import { SEO_BRIEF_RATE_LIMIT } from './seoBriefRateLimit';

/**
 * POST /api/optimizer/seo/briefs: queues a brief for a keyword, for a doc (blog_id) or on the
 * optimizer page (project_id: whose assets stand in without web search). Runs are checked now and
 * one is used when the brief is ready; the answer is the queued brief, which the UI polls.
 */
export function createSeoBrief(app: TApp, ctx: TContext) {
  app.post(
    '/api/optimizer/seo/briefs',
    { schema: { body: ZCreateBriefInput, response: { 201: ZSeoBriefResponse } }, preHandler: requireSession, config: SEO_BRIEF_RATE_LIMIT },
    async (request, reply) => {
      const user = authorizeSelf(request.sessionUser, request.body.unique_id);
      const teamId = await requirePageIn(ctx, user, 'optimizer-seo', request.body.team_id);
      const blog = request.body.blog_id ? await loadBlog(ctx.db, request.body.blog_id) : null;
      if (blog) authorize(user, 'update', blog);
      const projectId = !blog && request.body.project_id ? request.body.project_id : null;
      if (projectId) authorize(user, 'use', await loadProject(ctx.db, projectId, teamId));
      // A doc's brief is its doc's workspace's: that pool is charged and those people see it (a
      // personal doc's brief asked in team mode is not shown to the team).
      const brief = await requestSeoBrief(ctx, { userId: user.id, teamId: blog ? blog.teamId : teamId, blog, projectId, body: request.body });
      return reply.code(201).send({ brief: presentSeoBrief({ ...brief, blogTeamId: blog?.teamId ?? null }, user) });
    },
  );
}
