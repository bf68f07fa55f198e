import { eq } from 'drizzle-orm';
import type { TContext } from '../context';
import { autoblogRuns, type TAutoblogArticleRow, type TAutoblogRunRow } from '../db/schema/autoblog';
import { conflict } from '../errors';
import { enqueueArticle } from '../queues/autoblogJobs';
import { noticeIfSettled } from '../queues/autoblogNoticeJobs';
import { ACTIVE_STATUSES, moveArticles } from './autoblogStore';
import { poolRefusal } from './runPool';

type TActionContext = Pick<TContext, 'db' | 'jobs'>;

/** Cancels what is not finished: queued, working and paused articles stop (a job working on one stops at its next step); finished docs stay. */
export async function cancelRun(ctx: TActionContext, run: TAutoblogRunRow): Promise<void> {
  await moveArticles(ctx.db, { runId: run.id }, [...ACTIVE_STATUSES, 'paused'], { status: 'cancelled', error: null, finishedAt: new Date() });
  await ctx.db.update(autoblogRuns).set({ cancelledAt: new Date() }).where(eq(autoblogRuns.id, run.id));
  await noticeIfSettled(ctx.jobs, ctx.db, run.id);
}

/** Continues the paused articles where they stopped (their stored steps are not asked again); 429 while the pool still cannot pay. */
export async function resumeRun(ctx: TActionContext, run: TAutoblogRunRow): Promise<void> {
  const refusal = await poolRefusal(ctx.db, run);
  if (refusal) throw refusal;
  const ids = await moveArticles(ctx.db, { runId: run.id }, ['paused'], { status: 'queued', error: null });
  if (!ids.length) throw conflict('Nothing in this run is paused.');
  for (const id of ids) await enqueueArticle(ctx.jobs, { id, userId: run.userId });
}

/** Writes a failed or cancelled article again, from its last stored step. */
export async function retryArticle(ctx: TActionContext, article: TAutoblogArticleRow): Promise<void> {
  const moved = await moveArticles(ctx.db, { ids: [article.id] }, ['failed', 'cancelled'], { status: 'queued', error: null, finishedAt: null });
  if (!moved.length) throw conflict('Only a failed or cancelled article can be retried.');
  await enqueueArticle(ctx.jobs, article);
}
