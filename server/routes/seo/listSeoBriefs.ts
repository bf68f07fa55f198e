import { ZListBriefsQuery, ZSeoBriefListResponse } from '@core/api/seo';
import type { TApp, TContext } from '../../context';
import { requireSession } from '../../middleware/session';
import { authorize, authorizeSelf } from '../../policies';
import { requirePageIn } from '../../policies/pageFlag';
import { presentSeoBrief } from '../../presenters/seoBrief';
import { loadBlog } from '../../queries/blogLoader';
import { listSeoBriefRows } from '../../queries/seoBriefList';

/**
 * GET /api/optimizer/seo/briefs?blog_id: a doc's briefs (anyone who may read the doc), newest
 * first; without blog_id, the person's own recent optimizer-page briefs.
 */
export function listSeoBriefs(app: TApp, ctx: TContext) {
  app.get(
    '/api/optimizer/seo/briefs',
    { schema: { querystring: ZListBriefsQuery, response: { 200: ZSeoBriefListResponse } }, preHandler: requireSession },
    async (request) => {
      const user = authorizeSelf(request.sessionUser, request.query.unique_id);
      await requirePageIn(ctx, user, 'optimizer-seo', request.query.team_id);
      const blog = request.query.blog_id ? await loadBlog(ctx.db, request.query.blog_id) : null;
      if (blog) authorize(user, 'read', blog);
      const rows = await listSeoBriefRows(ctx.db, blog ? { blogId: blog.id } : { userId: user.id });
      return { briefs: rows.map((row) => presentSeoBrief({ ...row, blogTeamId: blog?.teamId ?? null }, user)) };
    },
  );
}
