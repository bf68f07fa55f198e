import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/database';
import { autoblogRuns } from '../db/schema/autoblog';
import { users } from '../db/schema/users';
import type { TMailer } from '../mail/mailJobs';
import { articlesOfRun, findRun } from '../autoblog/autoblogStore';
import { runAwaitingNotice, runNotice, runNoticeMail } from '../autoblog/runNotice';
import { FetchError, safeFetch, type TFetchPolicy } from '../retrieval/safeFetch';
import type { TJobQueue } from './jobQueue';

/** Telling a run's owner it is settled: an email and/or a webhook POST, once per run. */
export const AUTOBLOG_NOTICE_QUEUE = 'autoblog-notice';
const ZNoticeJob = z.object({ run_id: z.uuid() });

/** Attempts after the first (a webhook receiver may be down for a while), and the first wait. Mutable only so tests can shorten them. */
export const AUTOBLOG_NOTICE_RETRY = { limit: 5, delaySeconds: 10 };

export type TAutoblogNoticeDeps = { db: Db; policy: TFetchPolicy; mailer: TMailer; appUrl: string; logger: FastifyBaseLogger };

/** Queues the run's notice when it is settled and asked to tell someone; exclusive on the run, so it is queued once. */
export async function noticeIfSettled(jobs: TJobQueue, db: Db, runId: string): Promise<void> {
  if (await runAwaitingNotice(db, runId)) await jobs.boss.send(AUTOBLOG_NOTICE_QUEUE, { run_id: runId }, { singletonKey: runId });
}

/** Why the webhook failed, for the run page. */
const reasonOf = (error: unknown) => (error instanceof FetchError ? error.message : 'The webhook could not be reached.');

/**
 * Sends settled runs' notices: the webhook first (its JSON summary; a receiver answering 2xx took it),
 * then the email, then the run is marked told. A webhook that fails is retried with backoff; after the
 * last retry the email still goes and the run says why the webhook failed. A crash between the sending
 * and the mark may send again: the payload's event_id lets a receiver drop the repeat.
 */
export async function workAutoblogNotices(jobs: TJobQueue, deps: TAutoblogNoticeDeps): Promise<void> {
  const { db, logger } = deps;
  await jobs.createQueue(AUTOBLOG_NOTICE_QUEUE, { policy: 'exclusive', retryLimit: AUTOBLOG_NOTICE_RETRY.limit, retryDelay: AUTOBLOG_NOTICE_RETRY.delaySeconds, retryBackoff: true, expireInSeconds: 300 });
  await jobs.work<{ run_id: string }>(AUTOBLOG_NOTICE_QUEUE, { batchSize: 1, localConcurrency: 2, pollingIntervalSeconds: 1 }, async ([job]) => {
    if (!job) return;
    const { run_id } = ZNoticeJob.parse(job.data);
    const run = await findRun(db, run_id);
    if (!run || run.notifiedAt || !(await runAwaitingNotice(db, run_id))) return;
    const notice = runNotice(run, await articlesOfRun(db, run_id), deps.appUrl);
    let webhookError: string | null = null;
    if (run.webhookUrl) {
      try {
        await safeFetch(run.webhookUrl, deps.policy, { accept: [], post: { body: JSON.stringify(notice), contentType: 'application/json' }, signal: jobs.stopping });
      } catch (error) {
        if (job.retryCount < AUTOBLOG_NOTICE_RETRY.limit && !jobs.stopping.aborted) {
          logger.warn({ err: error, runId: run_id, attempt: job.retryCount + 1 }, 'autoblog webhook failed; it will be retried');
          throw error;
        }
        webhookError = `The webhook was not delivered: ${reasonOf(error)}`;
      }
    }
    if (run.notifyEmail) {
      const [owner] = await db.select({ email: users.email }).from(users).where(eq(users.id, run.userId));
      if (owner?.email) await deps.mailer.send(runNoticeMail(owner.email, notice));
    }
    await db.update(autoblogRuns).set({ notifiedAt: new Date(), notifyError: webhookError }).where(and(eq(autoblogRuns.id, run_id), isNull(autoblogRuns.notifiedAt)));
  });
}
