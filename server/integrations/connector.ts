import { PUBLISH_TARGET_LABELS, type TIntegrationTarget } from '@core/api/integrations';
import type { TSessionUser } from '../auth/sessionUser';
import type { TContext } from '../context';
import type { TIntegrationRow } from '../db/schema/integrations';
import { deleteIntegration, findIntegration, saveIntegration } from './integrationStore';
import { integrationFailure } from './integrationFailure';
import { logIntegration } from './integrationLogger';
import { connectorOf, type TIntegrations } from './integrationServices';

/** The site or account a connection reaches, in a person's words (the log line). */
function siteOf(details: Record<string, unknown>, target: TIntegrationTarget): string {
  const named = ['site_title', 'site_name', 'wordpress_url', 'app_url', 'webhook_url', 'hub_domain', 'email', 'username'].map((key) => details[key]).find((value) => typeof value === 'string' && value);
  return named ? `${PUBLISH_TARGET_LABELS[target]} (${String(named)})` : PUBLISH_TARGET_LABELS[target];
}

/** Spec §8: Ghost's refusals are shown as "[Ghost]: " plus the message. */
const CONNECT_PREFIX: Partial<Record<TIntegrationTarget, string>> = { ghost: '[Ghost]: ' };

/**
 * Connects a target: the credentials are tried against it first (a wrong key or a site that is not
 * the target is refused with its message, nothing stored), then sealed and stored with the log line.
 */
export async function connectIntegration(ctx: TContext, services: TIntegrations, user: TSessionUser, target: TIntegrationTarget, input: unknown): Promise<TIntegrationRow> {
  let connected;
  const connector = connectorOf(services, target);
  try {
    connected = await connector.connect(input, services.transport);
  } catch (error) {
    const failure = integrationFailure(error, CONNECT_PREFIX[target]);
    await logIntegration(ctx.db, { ownerId: user.id, actorId: user.id, target, action: 'connect', outcome: (failure as Error).message, ok: false });
    throw failure;
  }
  const previous = connector.keepChoices ? await findIntegration(ctx.db, user.id, target) : null;
  if (previous && connector.keepChoices) connected = connector.keepChoices(previous.details, connected);
  return ctx.db.transaction(async (tx) => {
    const row = await saveIntegration(tx, ctx.keys.encryptionKey, user.id, target, connected);
    await logIntegration(tx, { ownerId: user.id, actorId: user.id, target, action: 'connect', outcome: `Connected to ${siteOf(connected.details, target)}`, ok: true });
    return row;
  });
}

/** Forgets the credentials (the target itself keeps the posts); the log keeps who did it. */
export async function disconnectIntegration(ctx: TContext, user: TSessionUser, target: TIntegrationTarget): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const row = await deleteIntegration(tx, user.id, target);
    await logIntegration(tx, { ownerId: user.id, actorId: user.id, target, action: 'disconnect', outcome: row ? `Disconnected from ${siteOf(row.details, target)}` : 'Was not connected', ok: true });
  });
}
