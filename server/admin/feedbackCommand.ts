import { FEEDBACK_LIMITS, type TAdminFeedbackItem } from '@core/api/feedback';
import type { Db } from '../db/database';
import { listFeedback } from '../feedback/feedbackList';
import { presentAdminFeedback } from '../feedback/feedbackPresenter';
import { cliTime, indented, pageFooter, parsePageOnly } from './pageOption';

export const FEEDBACK_USAGE = 'npm run admin -- feedback [--page <n>]';

/** "delivered 2026-11-27 09:15:00", "pending" or "failed: The webhook answered HTTP 500." — the admin page's delivery column. */
function deliveryText(delivery: TAdminFeedbackItem['delivery']): string {
  if (delivery.state === 'delivered') return `delivered ${cliTime(delivery.delivered_at ?? '')}`.trimEnd();
  return delivery.state === 'failed' ? `failed: ${delivery.error ?? ''}` : 'pending';
}

/**
 * `feedback [--page <n>]`: everyone's feedback as the admin page lists it (same query and presenter),
 * newest first, 20 a page: when, who, which page, the rating and the delivery to the webhook, then the message.
 */
export async function feedbackCommand(db: Db, args: string[], options: { webhookConfigured: boolean }): Promise<string> {
  const page = parsePageOnly(args, FEEDBACK_USAGE, FEEDBACK_LIMITS.maxPage);
  const { rows, total } = await listFeedback(db, page);
  const note = options.webhookConfigured ? [] : ['No FEEDBACK_WEBHOOK_URL is set: feedback is stored and read here only.'];
  if (total === 0) return ['No feedback yet.', ...note].join('\n');
  const pages = Math.ceil(total / FEEDBACK_LIMITS.adminPageSize);
  if (rows.length === 0) return `Page ${page} is past the last page (${pages}).`;
  const lines = rows.map(presentAdminFeedback).flatMap((item) => [
    `${cliTime(item.created_at)}  ${item.email}  ${item.page}  rating ${item.rating ? `${item.rating}/5` : 'none'}  ${deliveryText(item.delivery)}`,
    indented(item.message),
  ]);
  return [...lines, '', ...note, pageFooter(page, FEEDBACK_LIMITS.adminPageSize, total, 'feedback', 'newest first')].join('\n');
}
