import { ZPlagiarismLatestQuery, ZPlagiarismResult } from '@core/api/plagiarism';
import type { TApp, TContext } from '../../context';
import { notFound } from '../../errors';
import { requireSession } from '../../middleware/session';
import { findLatestCheck } from '../../plagiarism/latestCheckFinder';
import { authorize, authorizeSelf } from '../../policies';
import { assertPageFlag, evaluateFlagsOf } from '../../policies/pageFlag';
import { loadBlog } from '../../queries/blogLoader';

/**
 * GET /api/check/plagiarism/latest?unique_id&save_id: the doc's last saved check, for whoever may
 * read the doc; a check made outside the doc's team (it may list its author's personal docs) only
 * for its author. None: 404.
 */
export function latestPlagiarismCheck(app: TApp, ctx: TContext) {
  app.get(
    '/api/check/plagiarism/latest',
    { schema: { querystring: ZPlagiarismLatestQuery, response: { 200: ZPlagiarismResult } }, preHandler: requireSession },
    async (request) => {
      const user = authorizeSelf(request.sessionUser, request.query.unique_id);
      const blog = await loadBlog(ctx.db, request.query.save_id);
      authorize(user, 'read', blog);
      assertPageFlag(await evaluateFlagsOf(ctx, user.id, ['optimizer-plagiarism'], Boolean(blog.teamId)), 'optimizer-plagiarism');
      const result = await findLatestCheck(ctx.db, { blogId: blog.id, userId: user.id, teamId: blog.teamId });
      if (!result) throw notFound('This doc has no plagiarism check yet.');
      return result;
    },
  );
}
