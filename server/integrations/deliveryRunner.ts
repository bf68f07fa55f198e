import { sql } from 'drizzle-orm';
import { INTEGRATION_MESSAGES, PUBLISH_TARGET_LABELS, type TDeliveryAttempt } from '@core/api/integrations';
import type { TPostPayload, TRemotePost } from '../../integrations/publishTypes';
import { IntegrationError } from '../../integrations/transport';
import type { Db } from '../db/database';
import { blogs } from '../db/schema/blogs';
import { publications, type TDeliveryRow } from '../db/schema/integrations';
import { beginAttempt, findPublication, recordAttempt } from './deliveryStore';
import { findIntegration, isConnected, markIntegrationBroken, openConnection } from './integrationStore';
import { logIntegration } from './integrationLogger';
import { freshConnection } from './oauth/freshConnection';
import type { TIntegrations } from './integrationServices';

/** A post found by slug counts as an earlier attempt's only when made after the delivery began (minus this clock skew). */
const CLOCK_SKEW_MS = 5 * 60_000;

export type TRunDeps = { db: Db; integrations: TIntegrations; encryptionKey: Buffer };
/** What the job does after an attempt: nothing more, or let the queue retry it later. */
export type TAttemptResult = 'settled' | 'retry';

const payloadOf = (row: TDeliveryRow): TPostPayload => ({
  title: row.options.title,
  html: row.html,
  status: row.options.status,
  scheduledAt: row.options.scheduled_at ?? null,
  slug: row.options.slug || null,
  excerpt: row.options.excerpt || null,
  tags: row.options.tags,
  featureImageUrl: row.options.feature_image_url || null,
  idempotencyKey: row.id,
  docId: row.blogId,
});

const attemptOf = (outcome: TDeliveryAttempt['outcome'], message: string, status: number | null): TDeliveryAttempt => ({ at: new Date().toISOString(), http_status: status, outcome, message });

/** A publish retried after an attempt whose answer was lost may find the post that attempt made, and edit it instead of making a second. */
async function earlierAttemptsPost(deps: TRunDeps, row: TDeliveryRow, connection: ReturnType<typeof openConnection>): Promise<TRemotePost | null> {
  const adapter = deps.integrations.targets[row.target];
  if (!adapter || row.attemptCount <= 1 || !adapter.findBySlug || !row.options.slug) return null;
  const found = await adapter.findBySlug(connection, row.options.slug, deps.integrations.transport);
  if (!found?.createdAt || Date.parse(found.createdAt) < row.createdAt.getTime() - CLOCK_SKEW_MS) return null;
  return found;
}

/** Ends a delivery that broke on our side (after its retries), with the attempt in the log. */
export async function failDelivery(db: Db, deliveryId: string, message: string): Promise<void> {
  await recordAttempt(db, deliveryId, attemptOf('failed', message, null), { state: 'failed', error: message, finishedAt: new Date() });
}

/**
 * One attempt of a delivery: publish (or update) through the target, then record where it landed,
 * on the doc too (wordpress_post_id), with the attempt in the log. 429/5xx and no answer are
 * retried by the queue with backoff until the retries run out; a 4xx fails at once with its reason;
 * refused credentials also mark the integration disconnected (spec §4).
 */
export async function runDeliveryAttempt(deps: TRunDeps, deliveryId: string, isLastTry: boolean): Promise<TAttemptResult> {
  const { db, integrations } = deps;
  const row = await beginAttempt(db, deliveryId);
  if (!row) return 'settled';
  const label = PUBLISH_TARGET_LABELS[row.target];
  const fail = async (message: string, status: number | null) => {
    await recordAttempt(db, row.id, attemptOf('failed', message, status), { state: 'failed', error: message, finishedAt: new Date() });
    await logIntegration(db, { ownerId: row.ownerId, actorId: row.requestedBy, target: row.target, action: row.action, blogId: row.blogId, outcome: message, ok: false });
    return 'settled' as const;
  };

  const integration = await findIntegration(db, row.ownerId, row.target);
  if (!isConnected(integration) || integration.siteKey !== row.siteKey) return fail(`${label} was disconnected before the post went out. Reconnect it and publish again.`, null);
  const adapter = integrations.targets[row.target];
  if (!adapter) return fail(`${label} is not available on this server any more.`, null);
  const notes: string[] = [];
  try {
    const connection = await freshConnection(db, integrations, deps.encryptionKey, integration);
    const published = row.blogId ? await findPublication(db, row.blogId, row.target, row.siteKey) : null;
    const earlier = published ? null : await earlierAttemptsPost(deps, row, connection);
    const remoteId = published?.remoteId ?? earlier?.id ?? null;
    const payload = payloadOf(row);
    const post =
      remoteId && adapter.update
        ? await adapter.update(connection, remoteId, payload, integrations.transport, notes)
        : await adapter.publish(connection, payload, integrations.transport, notes);
    const done = [post.url ? `${row.action === 'update' ? 'Updated' : 'Published'} at ${post.url}` : `Sent (${post.status})`, ...notes].join(' ');
    await db.transaction(async (tx) => {
      if (row.blogId) {
        await tx
          .insert(publications)
          .values({ blogId: row.blogId, target: row.target, siteKey: row.siteKey, remoteId: post.id, remoteUrl: post.url, remoteStatus: post.status })
          .onConflictDoUpdate({ target: [publications.blogId, publications.target, publications.siteKey], set: { remoteId: post.id, remoteUrl: post.url, remoteStatus: post.status, updatedAt: new Date() } });
        // Spec §3: the doc's meta_data carries the WordPress post id.
        if (row.target === 'wordpress') await tx.update(blogs).set({ metaData: sql`jsonb_set(${blogs.metaData}, '{wordpress_post_id}', to_jsonb(${post.id}::text))` }).where(sql`${blogs.id} = ${row.blogId}`);
      }
      await recordAttempt(tx, row.id, attemptOf('ok', done, null), { state: 'done', error: null, remoteId: post.id, remoteUrl: post.url, finishedAt: new Date() });
      await logIntegration(tx, { ownerId: row.ownerId, actorId: row.requestedBy, target: row.target, action: row.action, blogId: row.blogId, outcome: done, ok: true });
    });
    return 'settled';
  } catch (error) {
    if (!(error instanceof IntegrationError)) throw error;
    const message = row.target === 'medium' && error.kind === 'auth' ? `${INTEGRATION_MESSAGES.medium.exportFailed} (${error.message})` : `${label}: ${error.message}`;
    if (error.uncertain && !adapter.findBySlug && !adapter.retriesSafely && row.action === 'publish') {
      // The target may have made the post, and cannot be asked (Medium): a retry could publish it twice.
      return fail(`${label} did not answer in time (${error.message}); the post may have been created. Check ${label} before publishing again.`, null);
    }
    if (error.retryable && !isLastTry) {
      await recordAttempt(db, row.id, attemptOf('retry', `${message} It will be tried again.`, error.status), { state: 'retrying', error: null });
      return 'retry';
    }
    if (error.kind === 'auth') {
      await markIntegrationBroken(db, integration.id, error.message);
      await logIntegration(db, { ownerId: row.ownerId, actorId: row.requestedBy, target: row.target, action: 'auto_disconnect', outcome: `${label} refused the stored credentials: ${error.message}`, ok: false });
    }
    return fail(message, error.status);
  }
}
