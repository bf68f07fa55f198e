import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { AUTOBLOG_RUNS_PAGE_SIZE } from '@core/api/autoblog';
import type { Db } from '../db/database';
import { autoblogArticles, autoblogRuns, type TAutoblogArticleRow, type TAutoblogRunRow } from '../db/schema/autoblog';
import type { TSubject } from '../policies/cancan';
import { AutoblogRun } from '../policies/autoblog';
import { isUuid } from '../retrieval/assetStore';
import { articlesOfRun } from './autoblogStore';

export type TLoadedRun = TSubject<TAutoblogRunRow, 'read' | 'update'>;

/** The run with this id, marked for the run rules; a missing one answers 404 as a refused one does. */
export async function loadAutoblogRun(db: Db, runId: string): Promise<TLoadedRun> {
  const [row] = isUuid(runId) ? await db.select().from(autoblogRuns).where(eq(autoblogRuns.id, runId)).limit(1) : [];
  if (!row) throw AutoblogRun.refuse('read');
  return AutoblogRun.of(row);
}

/** An article and its run (marked for the run rules); missing → 404. */
export async function loadAutoblogArticle(db: Db, articleId: string): Promise<{ article: TAutoblogArticleRow; run: TLoadedRun }> {
  const [row] = isUuid(articleId)
    ? await db.select({ article: autoblogArticles, run: autoblogRuns }).from(autoblogArticles).innerJoin(autoblogRuns, eq(autoblogRuns.id, autoblogArticles.runId)).where(eq(autoblogArticles.id, articleId)).limit(1)
    : [];
  if (!row) throw AutoblogRun.refuse('read');
  return { article: row.article, run: AutoblogRun.of(row.run) };
}

export { articlesOfRun };

/** Counts of a run's articles by status, and the credits its finished articles were charged. */
export type TRunTally = { byStatus: Partial<Record<TAutoblogArticleRow['status'], number>>; credits: number };

/** A page of AutoBlog runs, newest first: the team's in team mode, else the person's own; with each run's tally (one grouped query). */
export async function listAutoblogRuns(db: Db, scope: { userId: string; teamId: string | null }, page: number): Promise<{ runs: { run: TAutoblogRunRow; tally: TRunTally }[]; hasMore: boolean }> {
  const owner = scope.teamId ? eq(autoblogRuns.teamId, scope.teamId) : and(eq(autoblogRuns.userId, scope.userId), isNull(autoblogRuns.teamId));
  // A workflow's draft is followed on its workflow and in the editor, not among the AutoBlog runs.
  const where = and(owner, eq(autoblogRuns.source, 'autoblog'));
  const rows = await db
    .select()
    .from(autoblogRuns)
    .where(where)
    .orderBy(desc(autoblogRuns.createdAt), desc(autoblogRuns.id))
    .limit(AUTOBLOG_RUNS_PAGE_SIZE + 1)
    .offset((page - 1) * AUTOBLOG_RUNS_PAGE_SIZE);
  const pageRows = rows.slice(0, AUTOBLOG_RUNS_PAGE_SIZE);
  const ids = pageRows.map((row) => row.id);
  const counts = ids.length
    ? await db
        .select({ runId: autoblogArticles.runId, status: autoblogArticles.status, value: sql<number>`count(*)::int`, credits: sql<string>`coalesce(sum(${autoblogArticles.creditsCharged}), 0)::text` })
        .from(autoblogArticles)
        .where(inArray(autoblogArticles.runId, ids))
        .groupBy(autoblogArticles.runId, autoblogArticles.status)
    : [];
  const tallies = new Map<string, TRunTally>(ids.map((id) => [id, { byStatus: {}, credits: 0 }]));
  for (const entry of counts) {
    const tally = tallies.get(entry.runId)!;
    tally.byStatus[entry.status] = Number(entry.value);
    tally.credits = Math.round((tally.credits + Number(entry.credits)) * 10) / 10;
  }
  return { runs: pageRows.map((run) => ({ run, tally: tallies.get(run.id)! })), hasMore: rows.length > AUTOBLOG_RUNS_PAGE_SIZE };
}

/** A run's tally from its loaded articles. */
export function tallyOf(articles: readonly TAutoblogArticleRow[]): TRunTally {
  const tally: TRunTally = { byStatus: {}, credits: 0 };
  for (const article of articles) {
    tally.byStatus[article.status] = (tally.byStatus[article.status] ?? 0) + 1;
    tally.credits = Math.round((tally.credits + article.creditsCharged) * 10) / 10;
  }
  return tally;
}
