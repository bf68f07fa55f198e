import { ZChatResponse, ZFetchChatQuery } from '@core/api/chat';
import type { TApp, TContext } from '../../context';
import { requireSession } from '../../middleware/session';
import { authorize, authorizeSelf, teamModeOf } from '../../policies';
import { loadChat } from '../../queries/chatLoader';
import { presentChat } from '../../presenters/chat';

/** GET /api/fetch/user/chat?chat_id (spec §7): one of the user's chats, to reopen it. */
export function fetchChat(app: TApp, ctx: TContext) {
  app.get(
    '/api/fetch/user/chat',
    { schema: { querystring: ZFetchChatQuery, response: { 200: ZChatResponse } }, preHandler: requireSession },
    async (request) => {
      const user = authorizeSelf(request.sessionUser, request.query.unique_id);
      teamModeOf(user, request.query.team_id);
      const chat = await loadChat(ctx.db, request.query.chat_id);
      authorize(user, 'read', chat);
      return { chat: presentChat(chat, user) };
    },
  );
}
