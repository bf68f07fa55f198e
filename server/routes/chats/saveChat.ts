import { ZChatResponse, ZSaveChatInput } from '@core/api/chat';
import type { TApp, TContext } from '../../context';
import { createChat } from '../../commands/chatCreator';
import { requireSession } from '../../middleware/session';
import { authorize, authorizeSelf, teamModeOf } from '../../policies';
import { loadProject } from '../../queries/projectLoader';
import { presentChat } from '../../presenters/chat';
import { chatContent } from './chatContent';

/** POST /api/save/user/chat (spec §7): stores a new chat; a team_id makes it a team-mode chat. */
export function saveChat(app: TApp, ctx: TContext) {
  app.post(
    '/api/save/user/chat',
    { schema: { body: ZSaveChatInput, response: { 201: ZChatResponse } }, preHandler: requireSession },
    async (request, reply) => {
      const user = authorizeSelf(request.sessionUser, request.body.unique_id);
      const teamId = teamModeOf(user, request.body.team_id);
      authorize(user, 'use', await loadProject(ctx.db, request.body.project_id, teamId));
      const chat = await createChat(ctx.db, user.id, chatContent(request.body, teamId));
      return reply.code(201).send({ chat: presentChat(chat, user) });
    },
  );
}
