import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { chats, type TChatRow } from '../db/schema/chats';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a string can be a row id (a malformed id finds nothing rather than failing the query). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** One chat by id, whoever owns it (the caller authorizes); undefined for a missing or malformed id. */
export async function findChat(db: Db, chatId: string): Promise<TChatRow | undefined> {
  if (!isUuid(chatId)) return undefined;
  const rows = await db.select().from(chats).where(eq(chats.id, chatId)).limit(1);
  return rows[0];
}
