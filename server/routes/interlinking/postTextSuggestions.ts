import { ZLinkSuggestionsResponse, ZTextSuggestionsInput } from '@core/api/interlinking';
import type { TApp, TContext } from '../../context';
import { requireInterlinking } from '../../interlinking/interlinkingAccess';
import { textSuggestions } from '../../interlinking/docSuggestions';
import { linkMeaningOf } from '../../interlinking/linkMeaning';
import { requireSession } from '../../middleware/session';
import { authorize, authorizeSelf } from '../../policies';
import { loadProject } from '../../queries/projectLoader';

/** POST /api/optimizer/interlinking/suggestions { text, project_id, language?, team_id? }: suggestions for a pasted text. */
export function postTextSuggestions(app: TApp, ctx: TContext) {
  app.post(
    '/api/optimizer/interlinking/suggestions',
    { schema: { body: ZTextSuggestionsInput, response: { 200: ZLinkSuggestionsResponse } }, preHandler: requireSession },
    async (request) => {
      const user = authorizeSelf(request.sessionUser, undefined);
      const teamId = await requireInterlinking(ctx, user, request.body.team_id);
      authorize(user, 'use', await loadProject(ctx.db, request.body.project_id, teamId));
      const input = { text: request.body.text, projectId: request.body.project_id, teamId, language: request.body.language ?? null };
      return textSuggestions(ctx.db, user, input, linkMeaningOf(ctx, request.log));
    },
  );
}
