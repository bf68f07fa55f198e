import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/database';
import { seoBriefs } from '../db/schema/seoBriefs';
import { runBriefBuild, type TBriefRunnerDeps } from '../seo/briefRunner';
import { findSeoBrief, updateSeoBrief } from '../seo/briefStore';
import type { TJobQueue } from './jobQueue';

/** Building a Semantic SEO brief: search, read the competitor pages, build and charge. */
export const SEO_BRIEF_QUEUE = 'seo-brief';
export const ZSeoBriefJob = z.object({ brief_id: z.uuid() });
export type TSeoBriefJob = z.infer<typeof ZSeoBriefJob>;

/** Attempts after the first when a build breaks on something that may pass (the database, a restart). */
const RETRY_LIMIT = 3;
export const BRIEF_BROKE_MESSAGE = 'The brief could not be built because of a server error (nothing was charged). Try again.';

/** Queues a brief's build; exclusive on the brief id, so a second send while one waits or runs adds nothing. */
export async function enqueueSeoBrief(jobs: TJobQueue, briefId: string): Promise<void> {
  await jobs.boss.send(SEO_BRIEF_QUEUE, { brief_id: briefId } satisfies TSeoBriefJob, { singletonKey: briefId });
}

/** Queues again every brief still queued or building (one whose job ran out across restarts); live jobs are left alone. Runs at start. */
export async function resumeUnfinishedBriefs(jobs: TJobQueue, db: Db): Promise<number> {
  const unfinished = await db.select({ id: seoBriefs.id }).from(seoBriefs).where(inArray(seoBriefs.status, ['queued', 'building']));
  for (const { id } of unfinished) await enqueueSeoBrief(jobs, id);
  return unfinished.length;
}

/**
 * Runs brief builds. Pages that fail are part of a build (listed with their reason), not a job
 * failure; a build that breaks otherwise is retried, and after the last retry the brief fails with
 * a message and nothing charged. A stopping server leaves the job to be resumed at the next start.
 */
export async function workSeoBriefs(
  jobs: TJobQueue,
  deps: TBriefRunnerDeps,
): Promise<void> {
  const { db, logger } = deps;
  await jobs.createQueue(SEO_BRIEF_QUEUE, {
    policy: 'exclusive',
    retryLimit: RETRY_LIMIT,
    retryDelay: 2,
    retryBackoff: true,
    expireInSeconds: 1_800,
  });
  await jobs.work<TSeoBriefJob>(SEO_BRIEF_QUEUE, { batchSize: 1, localConcurrency: 2, pollingIntervalSeconds: 1 }, async ([job]) => {
    if (!job) return;
    const signal = AbortSignal.any([job.signal, jobs.stopping]);
    const { brief_id } = ZSeoBriefJob.parse(job.data);
    try {
      await runBriefBuild(deps, brief_id, signal);
    } catch (error) {
      if (signal.aborted || job.retryCount < RETRY_LIMIT) {
        if (!signal.aborted) logger.warn({ err: error, briefId: brief_id, attempt: job.retryCount + 1 }, 'brief build failed; it will be retried');
        throw error;
      }
      logger.error({ err: error, briefId: brief_id }, 'brief build failed');
      const brief = await findSeoBrief(db, brief_id);
      if (brief && brief.status !== 'ready') await updateSeoBrief(db, brief_id, { status: 'failed', error: BRIEF_BROKE_MESSAGE });
    }
  });
  await resumeUnfinishedBriefs(jobs, db);
}
