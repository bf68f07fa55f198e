import { z } from 'zod';
import { ZChatDeletedResponse, ZChatResponse, ZUpdateChatInput } from '@core/api/chat';
import type { TApp, TContext } from '../../context';
import { deleteChat } from '../../commands/chatDestroyer';
import { updateChat as saveChatContent } from '../../commands/chatUpdater';
import { requireSession } from '../../middleware/session';
import { authorize, authorizeSelf, teamModeOf } from '../../policies';
import { loadChat } from '../../queries/chatLoader';
import { loadProject } from '../../queries/projectLoader';
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
      teamModeOf(user, body.team_id);
      const chat = await loadChat(ctx.db, body.save_id);
      if (body.deleted === true) {
        authorize(user, 'delete', chat);
        await deleteChat(ctx.db, chat);
        return { deleted: true as const, save_id: chat.id };
      }
      authorize(user, 'update', chat);
      authorize(user, 'use', await loadProject(ctx.db, body.project_id, chat.teamId));
      const updated = await saveChatContent(ctx.db, chat, chatContent(body, chat.teamId));
      return { chat: presentChat(updated, user) };
    },
  );
}
