import { ZBlogExportQuery } from '@core/api/blogs';
import type { TApp, TContext } from '../../context';
import { HttpError } from '../../errors';
import { attachmentHeader } from '../../exports/exportFileName';
import { exportBlog } from '../../exports/exportBlog';
import { requireSession } from '../../middleware/session';
import { assertPageFlag, evaluateFlagsOf } from '../../policies/pageFlag';
import { authorize, authorizeSelf, teamModeOf } from '../../policies';
import { loadBlog } from '../../queries/blogLoader';

/**
 * GET /api/export/blog?copy_id&format=docx|pages|html|md[&team_id]: the doc as a download. The
 * copy/download rule (spec §5, flag `copy-download`) applies: a free plan outside team mode is refused.
 */
export function exportBlogFile(app: TApp, ctx: TContext) {
  app.get('/api/export/blog', { schema: { querystring: ZBlogExportQuery }, preHandler: requireSession }, async (request, reply) => {
    const user = authorizeSelf(request.sessionUser, request.query.unique_id);
    const teamId = teamModeOf(user, request.query.team_id);
    // The docs page flag and the download rule, in one evaluation.
    const flags = await evaluateFlagsOf(ctx, user.id, ['docs', 'copy-download'], Boolean(teamId));
    assertPageFlag(flags, 'docs');
    const blog = await loadBlog(ctx.db, request.query.copy_id);
    authorize(user, 'read', blog);
    if (flags['copy-download'] !== true) throw new HttpError('copy_restricted', 'Your plan does not allow copying or downloading. Choose a paid plan, or work in team mode, to export.');
    const file = await exportBlog(blog, request.query.format);
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', attachmentHeader(file.fileName))
      .header('cache-control', 'private, no-store')
      .send(file.body);
  });
}
