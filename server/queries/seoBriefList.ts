import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/database';
import { seoBriefs, type TSeoBriefRow } from '../db/schema/seoBriefs';

/** Briefs a list shows at most (each carries its snapshot, and the SEO tab polls the list while one builds). */
const LIST_LIMIT = 10;

/** A doc's briefs, or a person's optimizer-page briefs (no doc), newest first. The caller has authorized the doc. */
export async function listSeoBriefRows(db: Db, scope: { blogId: string } | { userId: string }): Promise<TSeoBriefRow[]> {
  const where = 'blogId' in scope ? eq(seoBriefs.blogId, scope.blogId) : and(eq(seoBriefs.userId, scope.userId), isNull(seoBriefs.blogId));
  return db.select().from(seoBriefs).where(where).orderBy(desc(seoBriefs.createdAt), desc(seoBriefs.id)).limit(LIST_LIMIT);
}
