import { and, eq, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/database';
import { autoblogArticles, autoblogRuns } from '../db/schema/autoblog';
import { HttpError } from '../errors';
import { runArticle } from '../autoblog/articleRunner';
import { ACTIVE_STATUSES, findArticle, moveArticles } from '../autoblog/autoblogStore';
import { EngineGoneError, type TAutoblogDeps } from '../autoblog/runEngine';
import { AUTOBLOG_PER_USER } from '../autoblog/userSlots';
import { noticeIfSettled } from './autoblogNoticeJobs';
import type { TJobQueue } from './jobQueue';

/** Writing one AutoBlog article: research, outline, sections, extras, save and charge. */
export const AUTOBLOG_QUEUE = 'autoblog-article';
export const ZAutoblogJob = z.object({ article_id: z.uuid() });
export type TAutoblogJob = z.infer<typeof ZAutoblogJob>;

/** Attempts after the first when an article breaks on something that may pass, and the first wait. Mutable only so tests can shorten them (read when the queue starts). */
export const AUTOBLOG_RETRY = { limit: 2, delaySeconds: 5 };

/** Queues an article; exclusive on its id (a second send while one waits or runs adds nothing), grouped by its owner for the per-person bound. */
export async function enqueueArticle(jobs: TJobQueue, article: { id: string; userId: string }): Promise<void> {
  await jobs.boss.send(AUTOBLOG_QUEUE, { article_id: article.id } satisfies TAutoblogJob, { singletonKey: article.id, group: { id: article.userId } });
}

/** Queues again every article still being written (one whose job ran out across restarts). Runs at start. */
export async function resumeUnfinishedArticles(jobs: TJobQueue, db: Db): Promise<number> {
  const unfinished = await db.select({ id: autoblogArticles.id, userId: autoblogArticles.userId }).from(autoblogArticles).where(inArray(autoblogArticles.status, ACTIVE_STATUSES));
  for (const article of unfinished) await enqueueArticle(jobs, article);
  return unfinished.length;
}

/** After an article's job: its run may now be settled, and due to tell its owner. */
async function noticeIfSettledAfter(jobs: TJobQueue, db: Db, articleId: string): Promise<void> {
  const article = await findArticle(db, articleId);
  if (article) await noticeIfSettled(jobs, db, article.runId);
}

/** Runs that asked to be told, are not yet, and may have settled while no server ran (checked at start). */
async function resumeUnsentNotices(jobs: TJobQueue, db: Db): Promise<void> {
  const waiting = await db
    .select({ id: autoblogRuns.id })
    .from(autoblogRuns)
    .where(and(isNull(autoblogRuns.notifiedAt), or(eq(autoblogRuns.notifyEmail, true), isNotNull(autoblogRuns.webhookUrl))));
  for (const run of waiting) await noticeIfSettled(jobs, db, run.id);
}

/** Provider answers a retry does not mend (the user's own key refused, its model missing, its quota spent), and a run that cannot write any more. */
const FINAL_PROVIDER_ERRORS = new Set(['provider_access_denied', 'provider_model_unavailable', 'provider_quota_exceeded', 'provider_error']);
const isFinal = (error: unknown) => error instanceof EngineGoneError || (error instanceof HttpError && FINAL_PROVIDER_ERRORS.has(error.id));

/** Why an article failed, for the runs page: the step it was on and what broke. */
function failureOf(error: unknown, step: string | null): string {
  if (error instanceof EngineGoneError) return error.message;
  const what = error instanceof HttpError ? error.message : 'A server error stopped it.';
  return `Failed while ${(step ?? 'starting').replace(/^\w/, (c) => c.toLowerCase())}: ${what} Nothing was charged for this article; retry it to go on from where it stopped.`;
}

/**
 * Writes articles, at most `concurrency` at once in this process and AUTOBLOG_PER_USER at once per
 * person. An article that breaks (the model failed) is retried, and after the last retry it fails
 * with its reason while the others go on. A stopping server leaves the job to be resumed at the next start.
 */
export async function workAutoblogArticles(jobs: TJobQueue, deps: TAutoblogDeps, concurrency: number): Promise<void> {
  const { db, logger } = deps;
  await jobs.createQueue(AUTOBLOG_QUEUE, { policy: 'exclusive', retryLimit: AUTOBLOG_RETRY.limit, retryDelay: AUTOBLOG_RETRY.delaySeconds, retryBackoff: true, expireInSeconds: 3_600 });
  await jobs.work<TAutoblogJob>(AUTOBLOG_QUEUE, { batchSize: 1, localConcurrency: concurrency, groupConcurrency: AUTOBLOG_PER_USER.concurrency, pollingIntervalSeconds: 0.5 }, async ([job]) => {
    if (!job) return;
    const signal = AbortSignal.any([job.signal, jobs.stopping]);
    const { article_id } = ZAutoblogJob.parse(job.data);
    try {
      await runArticle(deps, article_id, signal);
      await noticeIfSettledAfter(jobs, db, article_id);
    } catch (error) {
      const final = isFinal(error);
      if (signal.aborted || (!final && job.retryCount < AUTOBLOG_RETRY.limit)) {
        if (!signal.aborted) logger.warn({ err: error, articleId: article_id, attempt: job.retryCount + 1 }, 'autoblog article failed; it will be retried');
        throw error;
      }
      logger.error({ err: error, articleId: article_id }, 'autoblog article failed');
      const article = await findArticle(db, article_id);
      if (article) await moveArticles(db, { ids: [article_id] }, ACTIVE_STATUSES, { status: 'failed', error: failureOf(error, article.step), finishedAt: new Date() });
      await noticeIfSettledAfter(jobs, db, article_id);
    }
  });
  await resumeUnfinishedArticles(jobs, db);
  await resumeUnsentNotices(jobs, db);
}
