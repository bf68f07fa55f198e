import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TAutoblogArticleStatus } from '@core/api/autoblog';
import type { Db } from '../db/database';
import { autoblogArticles, autoblogRuns, autoblogSteps, type TAutoblogArticleRow, type TAutoblogRunRow } from '../db/schema/autoblog';

/** Statuses of an article a job is working on or will work on. */
export const ACTIVE_STATUSES: TAutoblogArticleStatus[] = ['queued', 'researching', 'outlining', 'writing', 'saving'];
export const isActive = (status: TAutoblogArticleStatus) => ACTIVE_STATUSES.includes(status);

export async function findRun(db: Db, id: string): Promise<TAutoblogRunRow | null> {
  const [row] = await db.select().from(autoblogRuns).where(eq(autoblogRuns.id, id));
  return row ?? null;
}

export async function findArticle(db: Db, id: string): Promise<TAutoblogArticleRow | null> {
  const [row] = await db.select().from(autoblogArticles).where(eq(autoblogArticles.id, id));
  return row ?? null;
}

export async function articlesOfRun(db: Db, runId: string): Promise<TAutoblogArticleRow[]> {
  return db.select().from(autoblogArticles).where(eq(autoblogArticles.runId, runId)).orderBy(asc(autoblogArticles.position));
}

/**
 * Moves an article on while it is still active (a cancelled, paused or finished one is never
 * overwritten by a job that did not notice yet). Returns whether it moved.
 */
export async function advanceArticle(db: Db, id: string, changes: Partial<Pick<TAutoblogArticleRow, 'status' | 'step' | 'progress' | 'title' | 'error'>>): Promise<boolean> {
  const moved = await db
    .update(autoblogArticles)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(autoblogArticles.id, id), inArray(autoblogArticles.status, ACTIVE_STATUSES)))
    .returning({ id: autoblogArticles.id });
  return moved.length > 0;
}

/** Sets articles of these statuses to another (cancel, pause, resume, retry); returns the ids moved. */
export async function moveArticles(db: Db, where: { runId?: string; ids?: string[] }, from: TAutoblogArticleStatus[], changes: Partial<TAutoblogArticleRow> & { status: TAutoblogArticleStatus }): Promise<string[]> {
  const scope = where.ids ? inArray(autoblogArticles.id, where.ids) : eq(autoblogArticles.runId, where.runId!);
  const rows = await db
    .update(autoblogArticles)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(scope, inArray(autoblogArticles.status, from)))
    .returning({ id: autoblogArticles.id });
  return rows.map((row) => row.id);
}

/** Every stored step of an article, by key. */
export async function storedSteps(db: Db, articleId: string): Promise<Map<string, { result: unknown; modelText: string }>> {
  const rows = await db.select().from(autoblogSteps).where(eq(autoblogSteps.articleId, articleId));
  return new Map(rows.map((row) => [row.key, { result: row.result, modelText: row.modelText }]));
}

/** Stores a step's result once: a second worker's copy of the same step is dropped, and the first one's is returned. */
export async function storeStep<T>(db: Db, articleId: string, key: string, result: T, modelText: string): Promise<T> {
  await db.insert(autoblogSteps).values({ articleId, key, result, modelText }).onConflictDoNothing();
  const [row] = await db.select({ result: autoblogSteps.result }).from(autoblogSteps).where(and(eq(autoblogSteps.articleId, articleId), eq(autoblogSteps.key, key)));
  return (row?.result ?? result) as T;
}
