import type { TFeedbackRow } from '../db/schema/feedback';

/** How long one POST to the webhook may take before the attempt counts as failed. */
const WEBHOOK_TIMEOUT_MS = 10_000;

/** Slack reads <, > and & as markup (mentions such as <!channel>); a person's words are shown as written. */
const escapeSlack = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** The message a Slack-compatible channel shows for one feedback. */
export function feedbackWebhookText(row: Pick<TFeedbackRow, 'email' | 'rating' | 'page' | 'message'>): string {
  const quoted = escapeSlack(row.message)
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  return [
    `*New feedback* from ${escapeSlack(row.email)}`,
    `*Rating*: ${row.rating ? `${row.rating}/5` : 'none'}`,
    `*Page*: ${escapeSlack(row.page)}`,
    quoted,
  ].join('\n');
}

/** A webhook attempt that did not end in a 2xx; the message is what the admin page shows. */
export class WebhookDeliveryError extends Error {}

/** POSTs `{ text }` as JSON to a Slack-compatible incoming webhook; throws WebhookDeliveryError unless it answers 2xx. */
export async function postToWebhook(url: string, text: string, signal: AbortSignal): Promise<void> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text }),
      signal: AbortSignal.any([signal, AbortSignal.timeout(WEBHOOK_TIMEOUT_MS)]),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new WebhookDeliveryError(timedOut ? 'The webhook did not answer within 10 seconds.' : 'The webhook could not be reached.');
  }
  // Drain the body so the connection is released.
  await response.text().catch(() => '');
  if (!response.ok) throw new WebhookDeliveryError(`The webhook answered HTTP ${response.status}.`);
}
