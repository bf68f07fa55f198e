import { and, count, desc, eq, isNull, type SQL } from 'drizzle-orm';
import { CHAT_HISTORY_KEPT } from '@core/constants';
import type { TChatItem, TChatMode, TSearchObj } from '@core/api/chat';
import type { Db } from '../db/database';
import { chats, type TChatRow } from '../db/schema/chats';

/** What a save or an update writes: the chat's content, already authorized. */
export type TChatContent = {
  chatHistory: TChatItem[];
  mode: TChatMode;
  searchObj: TSearchObj;
  followUp: string[];
  model: string | null;
  blogId: string | null;
  projectId: string;
  teamId: string | null;
};

const TITLE_CHARS = 80;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Spec §3/§9: a chat keeps only its last 20 history items. */
export function keepLastItems(history: TChatItem[]): TChatItem[] {
  return history.slice(-CHAT_HISTORY_KEPT);
}

/** The list shows the first question, on one line. */
export function chatTitle(history: TChatItem[]): string {
  const first = history.find((item) => item.role === 'user')?.content.replace(/\s+/g, ' ').trim();
  if (!first) return 'New chat';
  return first.length > TITLE_CHARS ? `${first.slice(0, TITLE_CHARS - 1)}…` : first;
}

function columns(content: TChatContent) {
  return {
    chatHistory: keepLastItems(content.chatHistory),
    mode: content.mode,
    searchObj: content.searchObj,
    followUp: content.followUp,
    model: content.model,
    blogId: content.blogId,
    projectId: content.projectId,
    teamId: content.teamId,
  };
}

export async function createChat(db: Db, userId: string, content: TChatContent): Promise<TChatRow> {
  // The title comes from the first question and stays, even after that question leaves the last 20.
  const [created] = await db
    .insert(chats)
    .values({ userId, title: chatTitle(content.chatHistory), ...columns(content) })
    .returning();
  return created!;
}

/** Replaces a chat's content; the first question asked names it once it has one. */
export async function updateChat(db: Db, chat: TChatRow, content: TChatContent): Promise<TChatRow> {
  const title = chat.title === 'New chat' ? chatTitle(content.chatHistory) : chat.title;
  const [updated] = await db
    .update(chats)
    .set({ ...columns(content), title, updatedAt: new Date() })
    .where(eq(chats.id, chat.id))
    .returning();
  return updated!;
}

export async function deleteChat(db: Db, chat: TChatRow): Promise<void> {
  await db.delete(chats).where(eq(chats.id, chat.id));
}

export async function findChat(db: Db, chatId: string): Promise<TChatRow | undefined> {
  if (!UUID.test(chatId)) return undefined;
  const rows = await db.select().from(chats).where(eq(chats.id, chatId)).limit(1);
  return rows[0];
}

/**
 * One page of a user's chats, newest first: the team-mode chats of `teamId`, or the personal ones
 * when it is null, optionally in one project.
 */
export async function listChats(
  db: Db,
  filter: { userId: string; teamId: string | null; projectId?: string },
  page: { offset: number; limit: number },
): Promise<{ rows: TChatRow[]; total: number }> {
  if (filter.projectId !== undefined && !UUID.test(filter.projectId)) return { rows: [], total: 0 };
  const conditions: SQL[] = [eq(chats.userId, filter.userId), filter.teamId ? eq(chats.teamId, filter.teamId) : isNull(chats.teamId)];
  if (filter.projectId) conditions.push(eq(chats.projectId, filter.projectId));
  const where = and(...conditions);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db.select().from(chats).where(where).orderBy(desc(chats.updatedAt), desc(chats.id)).offset(page.offset).limit(page.limit),
    db.select({ total: count() }).from(chats).where(where),
  ]);
  return { rows, total };
}
