import { z } from 'zod';
import { ZChatDeletedResponse, ZChatResponse, ZUpdateChatInput } from '@core/api/chat';
import type { TApp, TContext } from '../../context';
import { deleteChat } from '../../commands/chatDestroyer';
import { updateChat as saveChatContent } from '../../commands/chatUpdater';
import { findChat } from '../../queries/chatFinder';
import { requireSession } from '../../middleware/session';
import { authorizeChat, authorizeChatProject } from '../../policies/chat';
import { authorizeTeam } from '../../policies/team';
import { authorizeSelf } from '../../policies/user';
import { presentChat } from '../../presenters/chat';
import { chatContent } from './chatContent';

/**
 * PUT /api/update/chat (spec §7): replaces a chat's content, keeping the last 20 history items, or
 * deletes it with `deleted: true`. A chat stays in the mode (personal or team) it was started in.
 */
export function updateChat(app: TApp, ctx: TContext) {
  app.put(
    '/api/update/chat',
    {
      schema: { body: ZUpdateChatInput, response: { 200: z.union([ZChatResponse, ZChatDeletedResponse]) } },
      preHandler: requireSession,
    },
    async (request) => {
      const body = request.body;
      const user = authorizeSelf(request.sessionUser, body.unique_id);
      await authorizeTeam(ctx.db, user, body.team_id);
      const chat = authorizeChat(user, await findChat(ctx.db, body.save_id));
      if (body.deleted === true) {
        await deleteChat(ctx.db, chat);
        return { deleted: true as const, save_id: chat.id };
      }
      await authorizeChatProject(ctx.db, user, body.project_id, chat.teamId);
      const updated = await saveChatContent(ctx.db, chat, chatContent(body, chat.teamId));
      return { chat: presentChat(updated) };
    },
  );
}
