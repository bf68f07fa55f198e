import { suggestionId, targetKey } from '@core/analysis/interlinking';
import { ZLinkRejectionInput, ZLinkRejectionResponse } from '@core/api/interlinking';
import type { TApp, TContext } from '../../context';
import { notFound } from '../../errors';
import { docSuggestions } from '../../interlinking/docSuggestions';
import { requireInterlinking } from '../../interlinking/interlinkingAccess';
import { linkMeaningOf } from '../../interlinking/linkMeaning';
import { rejectSuggestion as rememberRejection } from '../../interlinking/linkRejections';
import { requireSession } from '../../middleware/session';
import { authorize, authorizeSelf } from '../../policies';
import { loadBlog } from '../../queries/blogLoader';

/**
 * POST /api/optimizer/interlinking/rejections { blog_id, suggestion_id | target + anchor }: the
 * suggestion is not offered again for this doc (to anyone who edits it).
 */
export function rejectSuggestion(app: TApp, ctx: TContext) {
  app.post(
    '/api/optimizer/interlinking/rejections',
    { schema: { body: ZLinkRejectionInput, response: { 200: ZLinkRejectionResponse } }, preHandler: requireSession },
    async (request) => {
      const user = authorizeSelf(request.sessionUser, undefined);
      const body = request.body;
      await requireInterlinking(ctx, user, body.team_id);
      const blog = await loadBlog(ctx.db, body.blog_id);
      authorize(user, 'update', blog);
      // By target and anchor, the id is the same hash the suggestion carried; by id alone, the
      // suggestion must be one the doc is offered now, ranked as it was (so what was rejected can be named).
      const named =
        body.target && body.anchor
          ? { target: body.target, anchor: body.anchor }
          : (await docSuggestions(ctx.db, user, blog, linkMeaningOf(ctx, request.log))).suggestions.find((suggestion) => suggestion.id === body.suggestion_id);
      if (!named) throw notFound('That suggestion is not offered for this doc any more.');
      const id = suggestionId(blog.id, named.target, named.anchor);
      const targetId = targetKey(named.target).replace(/^(doc|page):/, '');
      await rememberRejection(ctx.db, { blogId: blog.id, suggestionId: id, targetKind: named.target.kind, targetId, anchor: named.anchor, userId: user.id });
      return { rejected: true as const, suggestion_id: id };
    },
  );
}
