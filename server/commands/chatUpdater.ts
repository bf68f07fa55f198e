import { eq } from 'drizzle-orm';
import { chatTitle, NEW_CHAT_TITLE } from '@core/chat/chatHistory';
import type { Db } from '../db/database';
import { chats, type TChatRow } from '../db/schema/chats';
import { chatColumns, type TChatContent } from './chatCreator';

/** Replaces a chat's content (PUT /api/update/chat); the first question asked names it once it has one. */
export async function updateChat(db: Db, chat: TChatRow, content: TChatContent): Promise<TChatRow> {
  const title = chat.title === NEW_CHAT_TITLE ? chatTitle(content.chatHistory) : chat.title;
  const [updated] = await db
    .update(chats)
    .set({ ...chatColumns(content), title, updatedAt: new Date() })
    .where(eq(chats.id, chat.id))
    .returning();
  return updated!;
}
