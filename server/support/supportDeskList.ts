import { count, desc, eq, sql } from 'drizzle-orm';
import { SUPPORT_LIMITS, type TAdminSupportThreadSummary } from '@core/api/support';
import type { Db } from '../db/database';
import { supportMessages, supportThreads } from '../db/schema/support';
import { users } from '../db/schema/users';

/** How much of the last message the list shows. */
const PREVIEW_CHARS = 140;

/**
 * One page of every thread for administrators, latest message first: whose it is, its status, the
 * start of its last message and how many of the person's messages no administrator has read yet.
 */
export async function listDeskThreads(db: Db, page: number): Promise<{ threads: TAdminSupportThreadSummary[]; total: number }> {
  const lastMessage = sql<string>`(select left(${supportMessages.body}, ${PREVIEW_CHARS}) from ${supportMessages}
    where ${supportMessages.threadId} = ${supportThreads.id} order by ${supportMessages.createdAt} desc limit 1)`;
  const unread = sql<number>`(select count(*)::int from ${supportMessages}
    where ${supportMessages.threadId} = ${supportThreads.id} and ${supportMessages.fromAdmin} = false and ${supportMessages.readAt} is null)`;
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: supportThreads.id,
        userEmail: users.email,
        userName: users.name,
        status: supportThreads.status,
        lastMessageAt: supportThreads.lastMessageAt,
        lastMessage,
        unread,
      })
      .from(supportThreads)
      .innerJoin(users, eq(users.id, supportThreads.userId))
      .orderBy(desc(supportThreads.lastMessageAt), desc(supportThreads.id))
      .limit(SUPPORT_LIMITS.adminPageSize)
      .offset((page - 1) * SUPPORT_LIMITS.adminPageSize),
    db.select({ total: count() }).from(supportThreads),
  ]);
  return {
    threads: rows.map((row) => ({
      id: row.id,
      user_email: row.userEmail,
      user_name: row.userName,
      status: row.status === 'closed' ? 'closed' : 'open',
      last_message_at: row.lastMessageAt.toISOString(),
      last_message: row.lastMessage ?? '',
      unread: Number(row.unread),
    })),
    total: totals?.total ?? 0,
  };
}
