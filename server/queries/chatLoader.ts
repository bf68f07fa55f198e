import type { Db } from '../db/database';
import type { TChatRow } from '../db/schema/chats';
import { findChat } from './chatFinder';
import type { TSubject } from '../policies/cancan';
import { Chat } from '../policies/chat';

/** The chat with this id, marked for the chat rule (its author); a missing one answers 404 as a refused one does. */
export async function loadChat(db: Db, chatId: string): Promise<TSubject<TChatRow, 'read' | 'update' | 'delete'>> {
  const chat = await findChat(db, chatId);
  if (!chat) throw Chat.refuse('read');
  return Chat.of(chat);
}
