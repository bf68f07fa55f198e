import type { TDelivery, TDeliveryAttempt, TDeliveryState } from '@core/api/integrations';

/** How each delivery state reads in the doc's log. */
export const DELIVERY_STATE_LABELS: Record<TDeliveryState, { label: string; color: string }> = {
  awaiting_approval: { label: 'Waiting for approval', color: 'yellow' },
  queued: { label: 'Queued', color: 'blue' },
  running: { label: 'Sending', color: 'blue' },
  retrying: { label: 'Retrying', color: 'orange' },
  done: { label: 'Done', color: 'teal' },
  failed: { label: 'Failed', color: 'red' },
  rejected: { label: 'Rejected', color: 'gray' },
};

/** A time in the reader's locale. */
export const formatWhen = (iso: string): string => new Date(iso).toLocaleString();

/** "As a draft", "Published", "Scheduled for 3/12/2026, 09:00:00". */
export function statusLine(delivery: Pick<TDelivery, 'status' | 'scheduled_at'>): string {
  if (delivery.status === 'draft') return 'As a draft';
  if (delivery.status === 'published') return 'Published';
  return delivery.scheduled_at ? `Scheduled for ${formatWhen(delivery.scheduled_at)}` : 'Scheduled';
}

/** One attempt in a line: when, what the target answered, and its message. */
export function attemptLine(attempt: TDeliveryAttempt): string {
  // A success is several calls (tags, media, the post): it has no one status to show.
  const answer = attempt.http_status !== null ? `HTTP ${attempt.http_status}` : attempt.outcome === 'ok' ? 'accepted' : 'no answer';
  return `${formatWhen(attempt.at)} · ${answer} · ${attempt.message}`;
}
