import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/database';
import { feedback } from '../db/schema/feedback';
import { feedbackWebhookText, postToWebhook, WebhookDeliveryError } from '../feedback/feedbackWebhook';
import type { TJobQueue } from './jobQueue';

/** Sending stored feedback to the Slack-compatible webhook (FEEDBACK_WEBHOOK_URL), one job per feedback. */
export const FEEDBACK_DELIVERY_QUEUE = 'feedback-delivery';
const ZFeedbackDeliveryJob = z.object({ feedback_id: z.uuid() });

/** Attempts after the first (a receiver may be down for a while) and the first wait, doubled each time. */
export const FEEDBACK_DELIVERY_RETRY = { limit: 5, delaySeconds: 10 };

export type TFeedbackDeliveryDeps = { db: Db; webhookUrl: string | undefined; logger: FastifyBaseLogger };

/** Queues the delivery of one stored feedback; exclusive on it, so it is sent at most once at a time. */
export async function queueFeedbackDelivery(jobs: TJobQueue, feedbackId: string): Promise<void> {
  await jobs.boss.send(FEEDBACK_DELIVERY_QUEUE, ZFeedbackDeliveryJob.parse({ feedback_id: feedbackId }), { singletonKey: feedbackId });
}

/**
 * Delivers queued feedback. Each failed attempt records why (`delivery_error`, shown on the admin
 * page) and is retried with backoff; a later success records `delivered_at` and clears the error.
 */
export async function workFeedbackDelivery(jobs: TJobQueue, deps: TFeedbackDeliveryDeps): Promise<void> {
  const { db, logger } = deps;
  await jobs.createQueue(FEEDBACK_DELIVERY_QUEUE, {
    policy: 'exclusive',
    retryLimit: FEEDBACK_DELIVERY_RETRY.limit,
    retryDelay: FEEDBACK_DELIVERY_RETRY.delaySeconds,
    retryBackoff: true,
    expireInSeconds: 120,
  });
  await jobs.work(FEEDBACK_DELIVERY_QUEUE, { batchSize: 1, localConcurrency: 2, pollingIntervalSeconds: 1 }, async ([job]) => {
    if (!job) return;
    const { feedback_id } = ZFeedbackDeliveryJob.parse(job.data);
    const [row] = await db.select().from(feedback).where(eq(feedback.id, feedback_id));
    if (!row || row.deliveredAt) return;
    if (!deps.webhookUrl) {
      await db.update(feedback).set({ deliveryError: NO_WEBHOOK_ERROR }).where(eq(feedback.id, feedback_id));
      return;
    }
    try {
      await postToWebhook(deps.webhookUrl, feedbackWebhookText(row), jobs.stopping);
      await db.update(feedback).set({ deliveredAt: new Date(), deliveryError: null }).where(eq(feedback.id, feedback_id));
    } catch (error) {
      const reason = error instanceof WebhookDeliveryError ? error.message : 'The webhook could not be reached.';
      const lastAttempt = job.retryCount >= FEEDBACK_DELIVERY_RETRY.limit;
      await db
        .update(feedback)
        .set({ deliveryError: lastAttempt ? `${reason} Gave up after ${job.retryCount + 1} attempts.` : `${reason} It will be retried.` })
        .where(eq(feedback.id, feedback_id));
      if (lastAttempt) return;
      logger.warn({ err: error, feedbackId: feedback_id, attempt: job.retryCount + 1 }, 'feedback webhook failed; it will be retried');
      throw error;
    }
  });
}

/** Why feedback stored while no webhook is configured was not sent. */
export const NO_WEBHOOK_ERROR = 'No feedback webhook is configured (FEEDBACK_WEBHOOK_URL): stored here only.';
