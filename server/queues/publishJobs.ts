import type { FastifyBaseLogger } from 'fastify';
import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/database';
import { deliveries } from '../db/schema/integrations';
import { failDelivery, runDeliveryAttempt } from '../integrations/deliveryRunner';
import type { TIntegrations } from '../integrations/integrationServices';
import type { TJobQueue } from './jobQueue';

/** Publishing a doc to a target (issue 20): one job per delivery, retried with backoff on 429/5xx. */
export const PUBLISH_QUEUE = 'publish';
const ZPublishJob = z.object({ delivery_id: z.uuid() });
const BROKE_MESSAGE = 'The publish could not be finished because of a server error. Try again.';

export type TPublishDeps = { db: Db; integrations: TIntegrations; encryptionKey: Buffer; logger: FastifyBaseLogger };

/** Queues a delivery's job; exclusive on the delivery, so a second send while one waits or runs adds nothing. */
export async function enqueueDelivery(jobs: TJobQueue, deliveryId: string): Promise<void> {
  await jobs.boss.send(PUBLISH_QUEUE, { delivery_id: deliveryId }, { singletonKey: deliveryId });
}

/** Queues again every delivery a restart interrupted (queued, running or waiting for a retry). */
export async function resumeDeliveries(jobs: TJobQueue, db: Db): Promise<number> {
  const unfinished = await db.select({ id: deliveries.id }).from(deliveries).where(inArray(deliveries.state, ['queued', 'running', 'retrying']));
  for (const row of unfinished) await enqueueDelivery(jobs, row.id);
  return unfinished.length;
}

/**
 * Runs deliveries. Each attempt claims the delivery in the database first, so a copy of the job
 * (a resume after a restart, a queue retry) never publishes twice what already settled; an attempt
 * the target did not clearly answer is looked up by slug before a second post is made.
 */
export async function workPublishing(jobs: TJobQueue, deps: TPublishDeps): Promise<void> {
  const { limit, delaySeconds } = deps.integrations.retry;
  await jobs.createQueue(PUBLISH_QUEUE, { policy: 'exclusive', retryLimit: limit, retryDelay: delaySeconds, retryBackoff: true, expireInSeconds: 600 });
  await jobs.work<{ delivery_id: string }>(PUBLISH_QUEUE, { batchSize: 1, localConcurrency: 2, pollingIntervalSeconds: 0.5 }, async ([work]) => {
    if (!work) return;
    const { delivery_id } = ZPublishJob.parse(work.data);
    const isLastTry = work.retryCount >= limit;
    let result;
    try {
      result = await runDeliveryAttempt(deps, delivery_id, isLastTry);
    } catch (error) {
      deps.logger.error({ err: error, deliveryId: delivery_id }, 'publish attempt broke');
      if (!isLastTry) throw error;
      await failDelivery(deps.db, delivery_id, BROKE_MESSAGE);
      return;
    }
    if (result === 'retry') throw new Error(`delivery ${delivery_id}: the target will be tried again`);
  });
  await resumeDeliveries(jobs, deps.db);
}
