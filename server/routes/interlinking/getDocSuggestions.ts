import { ZDocSuggestionsQuery, ZLinkSuggestionsResponse } from '@core/api/interlinking';
import type { TApp, TContext } from '../../context';
import { requireInterlinking } from '../../interlinking/interlinkingAccess';
import { docSuggestions } from '../../interlinking/docSuggestions';
import { linkMeaningOf } from '../../interlinking/linkMeaning';
import { requireSession } from '../../middleware/session';
import { authorize, authorizeSelf } from '../../policies';
import { loadBlog } from '../../queries/blogLoader';

/**
 * GET /api/optimizer/interlinking/suggestions?blog_id&team_id: internal-link suggestions for a doc
 * the person may read, by words and, with an embedding model, by meaning. No run is used (runs count briefs and plagiarism checks only); nothing is written.
 */
export function getDocSuggestions(app: TApp, ctx: TContext) {
  app.get(
    '/api/optimizer/interlinking/suggestions',
    { schema: { querystring: ZDocSuggestionsQuery, response: { 200: ZLinkSuggestionsResponse } }, preHandler: requireSession },
    async (request) => {
      const user = authorizeSelf(request.sessionUser, undefined);
      await requireInterlinking(ctx, user, request.query.team_id);
      const blog = await loadBlog(ctx.db, request.query.blog_id);
      authorize(user, 'read', blog);
      return docSuggestions(ctx.db, user, blog, linkMeaningOf(ctx, request.log));
    },
  );
}
