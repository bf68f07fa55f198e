import { ZChatResponse, ZFetchChatQuery } from '@core/api/chat';
import type { TApp, TContext } from '../../context';
import { findChat } from '../../queries/chatFinder';
import { requireSession } from '../../middleware/session';
import { authorizeChat } from '../../policies/chat';
import { authorizeTeam } from '../../policies/team';
import { authorizeSelf } from '../../policies/user';
import { presentChat } from '../../presenters/chat';

/** GET /api/fetch/user/chat?chat_id (spec §7): one of the user's chats, to reopen it. */
export function fetchChat(app: TApp, ctx: TContext) {
  app.get(
    '/api/fetch/user/chat',
    { schema: { querystring: ZFetchChatQuery, response: { 200: ZChatResponse } }, preHandler: requireSession },
    async (request) => {
      const user = authorizeSelf(request.sessionUser, request.query.unique_id);
      await authorizeTeam(ctx.db, user, request.query.team_id);
      const chat = authorizeChat(user, await findChat(ctx.db, request.query.chat_id));
      return { chat: presentChat(chat) };
    },
  );
}
