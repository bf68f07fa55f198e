import { ZChatHistoryQuery, ZChatHistoryResponse } from '@core/api/chat';
import type { TApp, TContext } from '../../context';
import { listChats } from '../../queries/chatList';
import { badRequest } from '../../errors';
import { requireSession } from '../../middleware/session';
import { authorizeSelf, teamModeOf } from '../../policies';
import { presentChatListItem } from '../../presenters/chat';

/** At most this many chats per page, so one call cannot read a whole account. */
const MAX_PAGE = 100;

/**
 * GET /api/fetch/chat/history?unique_id&start_count&end_count[&team_id][&project_id] (spec §7): the
 * user's chats newest first, items start_count (inclusive) to end_count (exclusive). With team_id,
 * the chats the user started in that team's mode; without, their personal ones.
 */
export function fetchChatHistory(app: TApp, ctx: TContext) {
  app.get(
    '/api/fetch/chat/history',
    { schema: { querystring: ZChatHistoryQuery, response: { 200: ZChatHistoryResponse } }, preHandler: requireSession },
    async (request) => {
      const { unique_id, team_id, project_id, start_count, end_count } = request.query;
      const user = authorizeSelf(request.sessionUser, unique_id);
      const teamId = teamModeOf(user, team_id);
      if (end_count <= start_count) throw badRequest('end_count must be greater than start_count.', 'end_count');
      const limit = Math.min(end_count - start_count, MAX_PAGE);
      const { rows, total } = await listChats(ctx.db, { userId: user.id, teamId, projectId: project_id }, { offset: start_count, limit });
      return { chat_items: rows.map(presentChatListItem), total };
    },
  );
}
