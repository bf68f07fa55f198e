import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import { HttpError } from '../errors';
import type { Db } from '../db/database';
import { factChecks } from '../db/schema/factChecks';
import { KeyGoneError } from '../factcheck/checkEngine';
import { runFactCheck, type TFactCheckRunnerDeps } from '../factcheck/factCheckRunner';
import { findFactCheck, updateFactCheck } from '../factcheck/factCheckStore';
import type { TJobQueue } from './jobQueue';

/** Checking a text's claims: evidence, verdicts, and the charge when ready. */
export const FACT_CHECK_QUEUE = 'fact-check';
export const ZFactCheckJob = z.object({ check_id: z.uuid() });
export type TFactCheckJob = z.infer<typeof ZFactCheckJob>;

/** Attempts after the first when a check breaks on something that may pass (the model, the database, a restart), and the first wait. Mutable only so tests can shorten them (read when the queue starts). */
export const FACT_CHECK_RETRY = { limit: 3, delaySeconds: 2 };
export const CHECK_BROKE_MESSAGE = 'The check could not be finished because of a server or model error (nothing was charged). Try again.';

/** Queues a check; exclusive on its id, so a second send while one waits or runs adds nothing. */
export async function enqueueFactCheck(jobs: TJobQueue, checkId: string): Promise<void> {
  await jobs.boss.send(FACT_CHECK_QUEUE, { check_id: checkId } satisfies TFactCheckJob, { singletonKey: checkId });
}

/** Queues again every check still queued or checking (one whose job ran out across restarts). Runs at start. */
export async function resumeUnfinishedFactChecks(jobs: TJobQueue, db: Db): Promise<number> {
  const unfinished = await db.select({ id: factChecks.id }).from(factChecks).where(inArray(factChecks.status, ['queued', 'checking']));
  for (const { id } of unfinished) await enqueueFactCheck(jobs, id);
  return unfinished.length;
}

/** Provider answers a retry does not mend: the user's own key refused, its model missing, its quota spent (byok). */
const FINAL_PROVIDER_ERRORS = new Set(['provider_access_denied', 'provider_model_unavailable', 'provider_quota_exceeded', 'provider_error']);
const isFinal = (error: unknown) => error instanceof KeyGoneError || (error instanceof HttpError && FINAL_PROVIDER_ERRORS.has(error.id));

/**
 * Runs checks. Pages that fail are part of a check (notices), not a job failure; a check that breaks
 * otherwise (the model failed) is retried, and after the last retry it fails with a message and
 * nothing charged. A stopping server leaves the job to be resumed at the next start.
 */
export async function workFactChecks(jobs: TJobQueue, deps: TFactCheckRunnerDeps): Promise<void> {
  const { db, logger } = deps;
  await jobs.createQueue(FACT_CHECK_QUEUE, { policy: 'exclusive', retryLimit: FACT_CHECK_RETRY.limit, retryDelay: FACT_CHECK_RETRY.delaySeconds, retryBackoff: true, expireInSeconds: 1_800 });
  await jobs.work<TFactCheckJob>(FACT_CHECK_QUEUE, { batchSize: 1, localConcurrency: 2, pollingIntervalSeconds: 1 }, async ([job]) => {
    if (!job) return;
    const signal = AbortSignal.any([job.signal, jobs.stopping]);
    const { check_id } = ZFactCheckJob.parse(job.data);
    try {
      await runFactCheck(deps, check_id, signal);
    } catch (error) {
      const final = isFinal(error);
      if (signal.aborted || (!final && job.retryCount < FACT_CHECK_RETRY.limit)) {
        if (!signal.aborted) logger.warn({ err: error, checkId: check_id, attempt: job.retryCount + 1 }, 'fact check failed; it will be retried');
        throw error;
      }
      logger.error({ err: error, checkId: check_id }, 'fact check failed');
      const check = await findFactCheck(db, check_id);
      const message = error instanceof KeyGoneError ? error.message : error instanceof HttpError && final ? `${error.message} Nothing was charged.` : CHECK_BROKE_MESSAGE;
      if (check && check.status !== 'ready') await updateFactCheck(db, check_id, { status: 'failed', error: message, finishedAt: new Date() });
    }
  });
  await resumeUnfinishedFactChecks(jobs, db);
}
