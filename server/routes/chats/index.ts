import type { TApp, TContext } from '../../context';
import { fetchChat } from './fetchChat';
import { fetchChatHistory } from './fetchChatHistory';
import { saveChat } from './saveChat';
import { updateChat } from './updateChat';

/** FactGPT chats (spec §7): save, update or delete, list, and fetch one. */
export function registerChatRoutes(app: TApp, ctx: TContext) {
  saveChat(app, ctx);
  updateChat(app, ctx);
  fetchChatHistory(app, ctx);
  fetchChat(app, ctx);
}
