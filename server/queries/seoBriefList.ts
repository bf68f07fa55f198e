import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/database';
import { seoBriefs, type TSeoBriefRow } from '../db/schema/seoBriefs';

/** Briefs a list shows at most (each carries its snapshot, and the SEO tab polls the list while one builds). */
export const LIST_LIMIT = 10;

/**
 * A doc's briefs, or a person's optimizer-page briefs (no doc), newest first, and the newest ready
 * one after them when the newest LIST_LIMIT are all building or failed: a doc keeps the snapshot
 * it is scored against. The caller has authorized the doc.
 */
export async function listSeoBriefRows(db: Db, scope: { blogId: string } | { userId: string }): Promise<TSeoBriefRow[]> {
  const where = 'blogId' in scope ? eq(seoBriefs.blogId, scope.blogId) : and(eq(seoBriefs.userId, scope.userId), isNull(seoBriefs.blogId));
  const newest = await db.select().from(seoBriefs).where(where).orderBy(desc(seoBriefs.createdAt), desc(seoBriefs.id)).limit(LIST_LIMIT);
  if (newest.length < LIST_LIMIT || newest.some((row) => row.status === 'ready')) return newest;
  const ready = await db
    .select()
    .from(seoBriefs)
    .where(and(where, eq(seoBriefs.status, 'ready')))
    .orderBy(desc(seoBriefs.createdAt), desc(seoBriefs.id))
    .limit(1);
  return [...newest, ...ready];
}
