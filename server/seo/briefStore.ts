import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { seoBriefPages, seoBriefs, type TSeoBriefRow } from '../db/schema/seoBriefs';

/** The brief row, or undefined. */
export async function findSeoBrief(db: Db, briefId: string): Promise<TSeoBriefRow | undefined> {
  const [row] = await db.select().from(seoBriefs).where(eq(seoBriefs.id, briefId)).limit(1);
  return row;
}

/** Writes a brief's job state (its updated_at moves with it, so the UI sees progress). */
export async function updateSeoBrief(db: Db, briefId: string, changes: Partial<TSeoBriefRow>): Promise<void> {
  await db.update(seoBriefs).set({ ...changes, updatedAt: new Date() }).where(eq(seoBriefs.id, briefId));
}

/** Keeps a page's main text with the brief (a retried build reads it from here, not from the site). */
export async function savePageText(db: Db, briefId: string, url: string, text: string): Promise<void> {
  await db.insert(seoBriefPages).values({ briefId, url, text }).onConflictDoUpdate({ target: [seoBriefPages.briefId, seoBriefPages.url], set: { text: sql`excluded.text` } });
}

/** The page texts a brief read, by URL. */
export async function pageTextsOf(db: Db, briefId: string): Promise<Map<string, string>> {
  const rows = await db.select({ url: seoBriefPages.url, text: seoBriefPages.text }).from(seoBriefPages).where(eq(seoBriefPages.briefId, briefId));
  return new Map(rows.map((row) => [row.url, row.text]));
}
