import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { SUPPORT_LIMITS } from '@core/api/support';
import type { Db } from '../db/database';
import { supportMessages, supportThreads, type TSupportMessageRow, type TSupportThreadRow } from '../db/schema/support';

/** The person's thread, or null before their first message. */
export async function findThreadOfUser(db: Db, userId: string): Promise<TSupportThreadRow | null> {
  const [row] = await db.select().from(supportThreads).where(eq(supportThreads.userId, userId));
  return row ?? null;
}

/** A thread by id (administrators' calls), or null. */
export async function findThreadById(db: Db, threadId: string): Promise<TSupportThreadRow | null> {
  const [row] = await db.select().from(supportThreads).where(eq(supportThreads.id, threadId));
  return row ?? null;
}

/** The person's thread, created on their first message (one per person: the unique user_id decides a race). */
export async function ensureThreadOfUser(db: Db, userId: string): Promise<TSupportThreadRow> {
  await db.insert(supportThreads).values({ userId }).onConflictDoNothing({ target: supportThreads.userId });
  return (await findThreadOfUser(db, userId))!;
}

/** The thread's latest messages (at most SUPPORT_LIMITS.messagesShown), oldest first. */
export async function latestMessages(db: Db, threadId: string): Promise<TSupportMessageRow[]> {
  const rows = await db
    .select()
    .from(supportMessages)
    .where(eq(supportMessages.threadId, threadId))
    .orderBy(desc(supportMessages.createdAt), desc(supportMessages.id))
    .limit(SUPPORT_LIMITS.messagesShown);
  return rows.reverse();
}

/** Messages of one side not yet read by the other: the administrators' answers (fromAdmin) for the person, the person's for administrators. */
export async function unreadCount(db: Db, threadId: string, fromAdmin: boolean): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(supportMessages)
    .where(and(eq(supportMessages.threadId, threadId), eq(supportMessages.fromAdmin, fromAdmin), isNull(supportMessages.readAt)));
  return row?.unread ?? 0;
}

/** Marks one side's messages read by the other side (see unreadCount). */
export async function markRead(db: Db, threadId: string, fromAdmin: boolean): Promise<void> {
  await db
    .update(supportMessages)
    .set({ readAt: new Date() })
    .where(and(eq(supportMessages.threadId, threadId), eq(supportMessages.fromAdmin, fromAdmin), isNull(supportMessages.readAt)));
}

/** Adds a message and moves the thread to the top of the administrators' list; a person writing reopens a closed thread. */
export async function appendMessage(db: Db, thread: TSupportThreadRow, message: { fromAdmin: boolean; authorEmail: string; body: string }): Promise<TSupportMessageRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(supportMessages).values({ threadId: thread.id, ...message }).returning();
    await tx
      .update(supportThreads)
      .set({ lastMessageAt: row!.createdAt, ...(message.fromAdmin ? {} : { status: 'open' }) })
      .where(eq(supportThreads.id, thread.id));
    return row!;
  });
}

/** Closes or reopens a thread. */
export async function setThreadStatus(db: Db, threadId: string, status: 'open' | 'closed'): Promise<void> {
  await db.update(supportThreads).set({ status }).where(eq(supportThreads.id, threadId));
}

