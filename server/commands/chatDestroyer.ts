import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { chats, type TChatRow } from '../db/schema/chats';

/** Deletes a chat for good (spec §3's deleted flag is the request's, not a kept-but-hidden row). */
export async function deleteChat(db: Db, chat: TChatRow): Promise<void> {
  await db.delete(chats).where(eq(chats.id, chat.id));
}
