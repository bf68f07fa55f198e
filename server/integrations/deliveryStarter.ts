import { PUBLISH_LIMITS, PUBLISH_TARGET_LABELS, type TPublishOptions, type TPublishTarget } from '@core/api/integrations';
import { slugOf } from '@core/text/slugOf';
import type { TSessionUser } from '../auth/sessionUser';
import type { TContext } from '../context';
import { deliveries, type TDeliveryRow } from '../db/schema/integrations';
import { badRequest, conflict } from '../errors';
import { enqueueDelivery } from '../queues/publishJobs';
import { assertAvailable, type TIntegrationAccess } from './integrationAccess';
import { findIntegration } from './integrationStore';
import { logIntegration } from './integrationLogger';
import { targetAdapter, type TIntegrations } from './integrationServices';
import { findActiveDelivery, findPublication } from './deliveryStore';

/** A schedule must leave the job time to deliver it before the date. */
const MIN_SCHEDULE_LEAD_MS = 60_000;

export type TDeliveryRequest = { target: TPublishTarget; blogId: string | null; html: string; options: TPublishOptions };

const kb = (bytes: number) => `${Math.ceil(bytes / 1_000).toLocaleString('en-US')} KB`;

/** Refuses, before any call, what the target would refuse anyway (the doc stays as it is). */
function checkRequest(request: TDeliveryRequest, statuses: readonly string[], maxHtmlBytes: number): void {
  const label = PUBLISH_TARGET_LABELS[request.target];
  const { options } = request;
  if (!statuses.includes(options.status)) throw badRequest(`${label} cannot schedule posts; publish it now or save it as a draft.`, 'status');
  if (options.status === 'scheduled') {
    if (!options.scheduled_at) throw badRequest('Choose when the post should be published.', 'scheduled_at');
    if (Date.parse(options.scheduled_at) < Date.now() + MIN_SCHEDULE_LEAD_MS) throw badRequest('Choose a time at least a minute from now.', 'scheduled_at');
  }
  if (!request.html.replace(/<[^>]*>/g, '').trim() && !/<img\b/i.test(request.html)) throw badRequest('There is nothing to publish: the doc is empty.');
  const bytes = Buffer.byteLength(request.html);
  const limit = Math.min(maxHtmlBytes, PUBLISH_LIMITS.htmlBytes);
  if (bytes > limit) throw badRequest(`This doc is too large for ${label} (${kb(bytes)}; ${label} takes up to ${kb(limit)}).`);
}

/**
 * Asks for a doc (or an exported text) to be published on a connected target. The same doc and site
 * have at most one delivery in progress: asking again answers that one. A member's request waits for
 * the team admin when the team requires approval; otherwise the publish job is queued at once.
 */
export async function startDelivery(ctx: TContext, services: TIntegrations, user: TSessionUser, access: TIntegrationAccess, request: TDeliveryRequest): Promise<TDeliveryRow> {
  const { target, blogId, options } = request;
  const label = PUBLISH_TARGET_LABELS[target];
  assertAvailable(access, target);
  const integration = await findIntegration(ctx.db, access.ownerId, target);
  if (!integration) throw conflict(`Connect ${label} first (Integrations).`);
  if (integration.error) throw conflict(`${label} refused the stored credentials (${integration.error}). Reconnect it on the Integrations page.`);
  const adapter = targetAdapter(services, target);
  const missing = adapter.notReady?.(integration.details);
  if (missing) throw conflict(missing);
  checkRequest(request, adapter.statuses, adapter.maxHtmlBytes);

  if (blogId) {
    const active = await findActiveDelivery(ctx.db, blogId, target, integration.siteKey);
    if (active) return active;
  }
  const published = blogId ? await findPublication(ctx.db, blogId, target, integration.siteKey) : null;
  if (published && !adapter.update) {
    throw conflict(`This doc is already on ${label}${published.remoteUrl ? ` (${published.remoteUrl})` : ''}. ${label} cannot change a story through its API; edit it there.`);
  }
  const awaiting = access.needsApproval && !access.manage;
  // A new post always gets a slug (a retried create finds it by that); an update keeps the post's address unless a slug is given.
  const stored: TPublishOptions = { ...options, slug: options.slug || (published ? undefined : slugOf(options.title) || undefined) };
  const row = await ctx.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(deliveries)
      .values({
        ownerId: access.ownerId,
        target,
        siteKey: integration.siteKey,
        blogId,
        teamId: access.teamId,
        requestedBy: user.id,
        action: published ? 'update' : 'publish',
        state: awaiting ? 'awaiting_approval' : 'queued',
        options: stored,
        html: request.html,
      })
      .onConflictDoNothing()
      .returning();
    if (inserted && awaiting) {
      await logIntegration(tx, { ownerId: access.ownerId, actorId: user.id, target, action: 'request', blogId, outcome: `Asked to publish “${options.title}”; waits for the team admin`, ok: true });
    }
    return inserted;
  });
  // Two requests at the same instant: the unique index let one in; the other answers it.
  if (!row) return (await findActiveDelivery(ctx.db, blogId!, target, integration.siteKey))!;
  if (row.state === 'queued') await enqueueDelivery(ctx.jobs, row.id);
  return row;
}
