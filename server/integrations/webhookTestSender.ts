import { randomUUID } from 'node:crypto';
import { WEBHOOK_TEST_BODY_SHOWN, type TWebhookTestEventResult } from '@core/api/webhookTestEvent';
import { EVENT_HEADER, SIGNATURE_HEADER, signatureOf, type TWebhookBody } from '../../integrations/custom/webhookTarget';
import { IntegrationError, textOf } from '../../integrations/transport';
import type { TEnv } from '../env';
import { fetchPolicyFor } from '../retrieval/fetchPolicy';
import { apiTransport } from './apiTransport';

/** The test waits at most this long for an answer, and reads at most this much of it. */
const TEST_TIMEOUT_MS = 10_000;
const TEST_MAX_ANSWER_BYTES = 64 * 1024;

/** A publish's body with sample content and its own event name, so a receiver can tell a test from a post. */
type TTestBody = Omit<TWebhookBody, 'event'> & { event: 'test' };

function sampleBody(): TTestBody {
  return {
    event: 'test',
    delivery_id: `test-${randomUUID()}`,
    doc_id: null,
    remote_id: null,
    title: 'Longform test event',
    html: '<h2>A sample post</h2><p>This is a test event from Longform. A real publish sends the same fields with the doc’s title and HTML.</p>',
    status: 'draft',
    scheduled_at: null,
    slug: 'longform-test-event',
    excerpt: 'A sample post sent to check the webhook.',
    tags: ['longform-test'],
    feature_image_url: null,
  };
}

/**
 * POSTs a signed sample post to the webhook, with the headers of a real delivery, through the same
 * guarded way out as publishing (private addresses refused unless allowed) but with a shorter
 * timeout and a small answer cap. Reports what came back; never throws for the receiver's failures.
 */
export async function sendWebhookTestEvent(env: TEnv, webhookUrl: string, signingSecret: string): Promise<TWebhookTestEventResult> {
  const policy = fetchPolicyFor(env);
  const transport = apiTransport({ ...policy, timeoutMs: Math.min(policy.timeoutMs, TEST_TIMEOUT_MS), maxBytes: Math.min(policy.maxBytes, TEST_MAX_ANSWER_BYTES) });
  const body = sampleBody();
  const text = JSON.stringify(body);
  const started = Date.now();
  const sentAt = new Date(started).toISOString();
  const report = { webhook_url: webhookUrl, sent_at: sentAt };
  try {
    const response = await transport({
      method: 'POST',
      url: webhookUrl,
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        [SIGNATURE_HEADER]: signatureOf(text, signingSecret),
        [EVENT_HEADER]: body.event,
        'idempotency-key': body.delivery_id!,
      },
      body: text,
    });
    const answer = textOf(response);
    const ok = response.status >= 200 && response.status < 300;
    return {
      ...report,
      ok,
      status: response.status,
      body: answer.slice(0, WEBHOOK_TEST_BODY_SHOWN),
      truncated: answer.length > WEBHOOK_TEST_BODY_SHOWN,
      error: ok ? null : `The webhook answered with status ${response.status}.`,
      duration_ms: Date.now() - started,
    };
  } catch (error) {
    if (!(error instanceof IntegrationError)) throw error;
    return { ...report, ok: false, status: error.status, body: '', truncated: false, error: error.message, duration_ms: Date.now() - started };
  }
}
