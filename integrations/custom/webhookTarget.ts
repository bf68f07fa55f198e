import crypto from 'node:crypto';
import type { TCustomConnectInput, TCustomDetails } from '@core/api/integrations';
import type { TPostPayload, TPublishTargetAdapter } from '../publishTypes';
import { IntegrationError, isOk, jsonOf, kindOfStatus, type TApiTransport } from '../transport';

export type TWebhookSecret = { signing_secret: string };
type TWebhookStored = Omit<TCustomDetails, 'connected_at' | 'error' | 'signing_secret'>;

/** The header carrying the body's HMAC-SHA256 with the owner's signing secret ("sha256=<hex>"). */
export const SIGNATURE_HEADER = 'x-longform-signature';
export const EVENT_HEADER = 'x-longform-event';

export const signatureOf = (body: string, secret: string) => `sha256=${crypto.createHmac('sha256', secret).update(body).digest('hex')}`;

/** What a webhook receives for a doc (JSON). */
export type TWebhookBody = {
  event: 'ping' | 'publish' | 'update';
  delivery_id: string | null;
  doc_id: string | null;
  remote_id: string | null;
  title: string;
  html: string;
  status: string;
  scheduled_at: string | null;
  slug: string | null;
  excerpt: string | null;
  tags: string[];
  feature_image_url: string | null;
};

async function send(transport: TApiTransport, url: string, secret: string, body: TWebhookBody) {
  const text = JSON.stringify(body);
  const response = await transport({
    method: 'POST',
    url,
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      [SIGNATURE_HEADER]: signatureOf(text, secret),
      [EVENT_HEADER]: body.event,
      ...(body.delivery_id ? { 'idempotency-key': body.delivery_id } : {}),
    },
    body: text,
  });
  if (!isOk(response)) throw new IntegrationError(`The webhook answered with status ${response.status}.`, kindOfStatus(response.status), response.status);
  // The receiver may say what it made: {id, url}.
  const answer = jsonOf(response) as { id?: unknown; url?: unknown } | null;
  return { id: typeof answer?.id === 'string' || typeof answer?.id === 'number' ? String(answer.id) : null, url: typeof answer?.url === 'string' ? answer.url : null };
}

const bodyOf = (event: 'publish' | 'update', post: TPostPayload, remoteId: string | null): TWebhookBody => ({
  event,
  delivery_id: post.idempotencyKey,
  doc_id: post.docId,
  remote_id: remoteId,
  title: post.title,
  html: post.html,
  status: post.status,
  scheduled_at: post.scheduledAt,
  slug: post.slug,
  excerpt: post.excerpt,
  tags: post.tags,
  feature_image_url: post.featureImageUrl,
});

/**
 * A custom webhook (spec §3 webhook_url): each publish POSTs the doc as JSON, signed with a secret
 * made at connect time, with an Idempotency-Key per delivery so a retried create is safe for a
 * receiver that honours it. Connecting sends a signed "ping" that must answer 2xx.
 */
export const webhookTarget: TPublishTargetAdapter<TCustomConnectInput, TWebhookStored, TWebhookSecret> = {
  maxHtmlBytes: 2_000_000,
  statuses: ['draft', 'published', 'scheduled'],
  retriesSafely: true,

  async connect(input, transport) {
    const url = new URL(input.webhook_url.trim()).toString();
    const secret = crypto.randomBytes(32).toString('hex');
    try {
      await send(transport, url, secret, { event: 'ping', delivery_id: null, doc_id: null, remote_id: null, title: 'Longform webhook check', html: '', status: 'draft', scheduled_at: null, slug: null, excerpt: null, tags: [], feature_image_url: null });
    } catch (error) {
      if (error instanceof IntegrationError) throw new IntegrationError(`The webhook did not accept a test call: ${error.message}`, error.kind === 'auth' ? 'rejected' : error.kind, error.status);
      throw error;
    }
    return { siteKey: `webhook:${url}`, secret: { signing_secret: secret }, details: { webhook_url: url } };
  },

  async publish(connection, post, transport) {
    const answer = await send(transport, connection.details.webhook_url, connection.secret.signing_secret, bodyOf('publish', post, null));
    return { id: answer.id ?? post.idempotencyKey, url: answer.url, status: post.status, createdAt: null };
  },

  async update(connection, remoteId, post, transport) {
    const answer = await send(transport, connection.details.webhook_url, connection.secret.signing_secret, bodyOf('update', post, remoteId));
    return { id: answer.id ?? remoteId, url: answer.url, status: post.status, createdAt: null };
  },

  findBySlug: null,
};
