import { INTEGRATION_TARGETS, PUBLISH_TARGETS, type TIntegrationAbilities, type TIntegrationDetails, type TIntegrationTarget, type TPublishTarget } from '@core/api/integrations';
import type { TIntegrationRow } from '../db/schema/integrations';
import type { TIntegrationAccess } from '../integrations/integrationAccess';
import { openConnection } from '../integrations/integrationStore';
import { setupHint, type TIntegrations } from '../integrations/integrationServices';

function publicDetails(row: TIntegrationRow | undefined) {
  if (!row) return null;
  return { ...row.details, connected_at: row.connectedAt.toISOString(), error: row.error } as never;
}

/**
 * Spec §3 "Integration details" for one person: each connected target's public details (never the
 * credentials) and what the person may do with it. A target whose stored key was refused is shown
 * with its error; it counts as disconnected (spec §4).
 */
export function presentIntegrationDetails(services: TIntegrations, ownerId: string, rows: TIntegrationRow[], access: TIntegrationAccess, message: string | null = null, key: Buffer | null = null): TIntegrationDetails {
  const byTarget = new Map(rows.map((row) => [row.target, row]));
  const webhook = byTarget.get('custom');
  const abilities = Object.fromEntries(
    INTEGRATION_TARGETS.map((target): [TIntegrationTarget, TIntegrationAbilities] => {
      const row = byTarget.get(target);
      const connected = Boolean(row && !row.error);
      const hint = setupHint(services, target);
      const usable = access.available[target] && hint === null;
      const publishes = (PUBLISH_TARGETS as readonly string[]).includes(target);
      // Connected but not ready (HubSpot's blog, Webflow's collection not chosen yet): nothing can be published.
      const ready = !row || !services.targets[target as TPublishTarget]?.notReady?.(row.details);
      const signIn = target in services.oauth;
      return [target, { configured: hint === null, setup_hint: hint, available: access.available[target], manage: access.manage, publish: publishes && usable && connected && ready, needs_approval: access.needsApproval, sign_in: signIn, statuses: [...(services.targets[target as TPublishTarget]?.statuses ?? [])] }];
    }),
  ) as Record<TIntegrationTarget, TIntegrationAbilities>;
  return {
    unique_id: ownerId,
    Hubspot: publicDetails(byTarget.get('hubspot')),
    Ghost: publicDetails(byTarget.get('ghost')),
    Medium: publicDetails(byTarget.get('medium')),
    Wordpress: publicDetails(byTarget.get('wordpress')),
    Webflow: publicDetails(byTarget.get('webflow')),
    Googledocs: publicDetails(byTarget.get('googledocs')),
    Googledrive: publicDetails(byTarget.get('googledrive')),
    Googlesearchconsole: publicDetails(byTarget.get('googlesearchconsole')),
    // The signing secret verifies our deliveries at the owner's receiver: the owner sees it, members do not.
    Custom: webhook ? { webhook_url: String(webhook.details.webhook_url), connected_at: webhook.connectedAt.toISOString(), error: webhook.error, signing_secret: access.manage && key ? (openConnection(webhook, key).secret.signing_secret as string) : null } : null,
    abilities,
    approval: access.ledTeam ? { required: access.ledTeam.publishApproval, can_change: access.manage } : null,
    message,
  };
}
