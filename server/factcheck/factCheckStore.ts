import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { factChecks, type TFactCheckRow } from '../db/schema/factChecks';

export async function findFactCheck(db: Db, id: string): Promise<TFactCheckRow | null> {
  const [row] = await db.select().from(factChecks).where(eq(factChecks.id, id));
  return row ?? null;
}

export async function updateFactCheck(db: Db, id: string, changes: Partial<TFactCheckRow>): Promise<void> {
  await db.update(factChecks).set({ ...changes, updatedAt: new Date() }).where(eq(factChecks.id, id));
}

/** A doc's newest ready check that searched the same sources with the same model: the one whose claims a new check reuses. */
export async function reusableFactCheckOf(db: Db, blogId: string, sourcesKey: string): Promise<TFactCheckRow | null> {
  const [row] = await db
    .select()
    .from(factChecks)
    .where(and(eq(factChecks.blogId, blogId), eq(factChecks.sourcesKey, sourcesKey), eq(factChecks.status, 'ready')))
    .orderBy(desc(factChecks.createdAt))
    .limit(1);
  return row ?? null;
}
