import { BLOG_PAGE_MAX, ZBlogListQuery, ZBlogListResponse, ZBlogPageParams } from '@core/api/blogs';
import type { TApp, TContext } from '../../context';
import { listBlogs } from '../../queries/blogList';
import { badRequest } from '../../errors';
import { requireSession } from '../../middleware/session';
import { authorize, authorizeSelf } from '../../policies';
import { requirePageIn } from '../../policies/pageFlag';
import { loadProject } from '../../queries/projectLoader';
import { presentBlogListItem } from '../../presenters/blog';

/**
 * GET /api/get/saved/user/details?project_id&unique_id&feature_type (the first page) and
 * GET /api/get/saved/user/details/{start}/{end} (items start inclusive to end exclusive), spec §7:
 * a project's docs by last update, newest first unless sort=asc, filtered by search.
 */
export function listSavedBlogs(app: TApp, ctx: TContext) {
  const handler = async (user: Parameters<typeof authorizeSelf>[0], query: ReturnType<typeof ZBlogListQuery.parse>, start: number, end: number) => {
    const me = authorizeSelf(user, query.unique_id);
    const teamId = await requirePageIn(ctx, me, 'docs', query.team_id);
    authorize(me, 'use', await loadProject(ctx.db, query.project_id, teamId));
    if (end <= start) throw badRequest('end must be greater than start.', 'end');
    const filter = { userId: me.id, teamId, projectId: query.project_id, outputType: query.feature_type, search: query.search, sort: query.sort };
    const { rows, total } = await listBlogs(ctx.db, filter, { offset: start, limit: Math.min(end - start, BLOG_PAGE_MAX) });
    return { saved_items: rows.map((blog) => presentBlogListItem(blog, me)), total };
  };
  app.get(
    '/api/get/saved/user/details',
    { schema: { querystring: ZBlogListQuery, response: { 200: ZBlogListResponse } }, preHandler: requireSession },
    async (request) => handler(request.sessionUser, request.query, 0, BLOG_PAGE_MAX),
  );
  app.get(
    '/api/get/saved/user/details/:start/:end',
    { schema: { params: ZBlogPageParams, querystring: ZBlogListQuery, response: { 200: ZBlogListResponse } }, preHandler: requireSession },
    async (request) => handler(request.sessionUser, request.query, request.params.start, request.params.end),
  );
}
