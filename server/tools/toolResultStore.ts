import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { toolResults, type TToolResultRow } from '../db/schema/toolResults';

export type TNewToolResult = Omit<TToolResultRow, 'id' | 'rating' | 'createdAt'>;

/** Saves a finished (or stopped) run, inside the transaction that charges it. */
export async function insertToolResult(db: Db, result: TNewToolResult): Promise<TToolResultRow> {
  const [row] = await db.insert(toolResults).values(result).returning();
  return row!;
}

/** One user's results of one tool, newest first, a page at a time. */
export async function toolResultsPage(db: Db, query: { userId: string; toolId: string; offset: number; limit: number }): Promise<{ rows: TToolResultRow[]; total: number }> {
  const where = and(eq(toolResults.userId, query.userId), eq(toolResults.toolId, query.toolId));
  const [rows, [totals]] = await Promise.all([
    db.select().from(toolResults).where(where).orderBy(desc(toolResults.createdAt), desc(toolResults.id)).offset(query.offset).limit(query.limit),
    db.select({ total: count() }).from(toolResults).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

/** A result of this user (another's is not found), with its new rating. */
export async function rateToolResult(db: Db, input: { id: string; userId: string; rating: number | null }): Promise<TToolResultRow | null> {
  const [row] = await db
    .update(toolResults)
    .set({ rating: input.rating })
    .where(and(eq(toolResults.id, input.id), eq(toolResults.userId, input.userId)))
    .returning();
  return row ?? null;
}
