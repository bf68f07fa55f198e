import { and, count, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { chats, type TChatRow } from '../db/schema/chats';
import { isUuid } from './chatFinder';

/**
 * One page of a user's chats, newest first: the team-mode chats of `teamId`, or the personal ones
 * when it is null, optionally in one project.
 */
export async function listChats(
  db: Db,
  filter: { userId: string; teamId: string | null; projectId?: string },
  page: { offset: number; limit: number },
): Promise<{ rows: TChatRow[]; total: number }> {
  if (filter.projectId !== undefined && !isUuid(filter.projectId)) return { rows: [], total: 0 };
  const conditions: SQL[] = [eq(chats.userId, filter.userId), filter.teamId ? eq(chats.teamId, filter.teamId) : isNull(chats.teamId)];
  if (filter.projectId) conditions.push(eq(chats.projectId, filter.projectId));
  const where = and(...conditions);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db.select().from(chats).where(where).orderBy(desc(chats.updatedAt), desc(chats.id)).offset(page.offset).limit(page.limit),
    db.select({ total: count() }).from(chats).where(where),
  ]);
  return { rows, total };
}
