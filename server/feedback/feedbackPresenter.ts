import type { TAdminFeedbackItem } from '@core/api/feedback';
import type { TFeedbackRow } from '../db/schema/feedback';

/** One feedback for the admin page; the delivery state says whether the webhook has it. */
export function presentAdminFeedback(row: TFeedbackRow): TAdminFeedbackItem {
  return {
    id: row.id,
    email: row.email,
    page: row.page,
    rating: row.rating,
    message: row.message,
    created_at: row.createdAt.toISOString(),
    delivery: {
      state: row.deliveredAt ? 'delivered' : row.deliveryError ? 'failed' : 'pending',
      delivered_at: row.deliveredAt?.toISOString() ?? null,
      error: row.deliveredAt ? null : row.deliveryError,
    },
  };
}
