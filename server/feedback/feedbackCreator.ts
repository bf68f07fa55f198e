import type { TFeedbackInput } from '@core/api/feedback';
import type { TSessionUser } from '../auth/sessionUser';
import type { Db } from '../db/database';
import { feedback, type TFeedbackRow } from '../db/schema/feedback';
import type { TJobQueue } from '../queues/jobQueue';
import { NO_WEBHOOK_ERROR, queueFeedbackDelivery } from '../queues/feedbackDeliveryJobs';

/**
 * Stores a person's feedback first (nothing is lost if the webhook is down), then queues its delivery
 * to the webhook; without one configured it is stored only, and says so.
 */
export async function createFeedback(deps: { db: Db; jobs: TJobQueue; webhookConfigured: boolean }, user: TSessionUser, input: TFeedbackInput): Promise<TFeedbackRow> {
  const [row] = await deps.db
    .insert(feedback)
    .values({
      userId: user.id,
      email: user.email,
      message: input.message,
      rating: input.rating ?? null,
      page: input.page,
      deliveryError: deps.webhookConfigured ? null : NO_WEBHOOK_ERROR,
    })
    .returning();
  if (deps.webhookConfigured) await queueFeedbackDelivery(deps.jobs, row!.id);
  return row!;
}
