import { and, desc, eq, or } from 'drizzle-orm';
import type { TPlagiarismResult } from '@core/api/plagiarism';
import type { Db } from '../db/database';
import { plagiarismChecks } from '../db/schema/plagiarism';

/** The doc's latest check this person may see: their own, or one made in the doc's team. */
export async function findLatestCheck(db: Db, input: { blogId: string; userId: string; teamId: string | null }): Promise<TPlagiarismResult | null> {
  const visible = input.teamId ? or(eq(plagiarismChecks.userId, input.userId), eq(plagiarismChecks.teamId, input.teamId)) : eq(plagiarismChecks.userId, input.userId);
  const [row] = await db
    .select({ result: plagiarismChecks.result })
    .from(plagiarismChecks)
    .where(and(eq(plagiarismChecks.blogId, input.blogId), visible))
    .orderBy(desc(plagiarismChecks.createdAt))
    .limit(1);
  return row?.result ?? null;
}
