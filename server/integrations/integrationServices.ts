import { OAUTH_TARGETS, PUBLISH_TARGET_LABELS, type TIntegrationTarget, type TOAuthTarget, type TPublishTarget } from '@core/api/integrations';
import { searchConsoleClient } from '../../integrations/google/searchConsoleClient';
import type { TOAuthProvider } from '../../integrations/oauth/oauthClient';
import { publishTargets, type TAnyConnector, type TAnyTarget } from '../../integrations/targets';
import type { TApiTransport } from '../../integrations/transport';
import type { TEnv } from '../env';
import { conflict } from '../errors';
import { fetchPolicyFor } from '../retrieval/fetchPolicy';
import { apiTransport } from './apiTransport';
import { documentRenderer } from './google/documentRenderer';
import { OAUTH_SETUP_HINTS, oauthProviders } from './oauth/oauthProviders';

/** The publishing targets, the sign-in apps and the way out to them, built once at boot. */
export type TIntegrations = {
  /** Targets this server has a client for. */
  targets: Partial<Record<TPublishTarget, TAnyTarget>>;
  /** Sign-in apps the installation configured. */
  oauth: Partial<Record<TOAuthTarget, TOAuthProvider>>;
  /** Integrations this server can connect besides the publishing targets (Search Console). */
  extras: Partial<Record<TIntegrationTarget, TAnyConnector>>;
  transport: TApiTransport;
  retry: { limit: number; delaySeconds: number };
};

export function integrationServices(env: TEnv): TIntegrations {
  return {
    targets: publishTargets({ mediumApiUrl: env.MEDIUM_API_URL.replace(/\/+$/, ''), googleApiUrl: env.GOOGLE_API_URL, hubspotApiUrl: env.HUBSPOT_API_URL.replace(/\/+$/, ''), webflowApiUrl: env.WEBFLOW_API_URL.replace(/\/+$/, '') }, documentRenderer),
    oauth: oauthProviders(env),
    extras: { googlesearchconsole: searchConsoleClient(env.GOOGLE_API_URL).connector as unknown as TAnyConnector },
    transport: apiTransport(fetchPolicyFor(env)),
    retry: { limit: env.PUBLISH_RETRIES, delaySeconds: env.PUBLISH_RETRY_DELAY_SECONDS },
  };
}

/** Targets that can connect without a sign-in app too (a Webflow site token). */
const TOKEN_FALLBACK: readonly TIntegrationTarget[] = ['webflow'];

/** Why this server cannot connect the integration (for its card), or null when it can. */
export function setupHint(services: TIntegrations, target: TIntegrationTarget): string | null {
  const built = target in services.targets || target in services.extras;
  if (!built) return `${PUBLISH_TARGET_LABELS[target]} is not available on this server yet.`;
  const needsApp = (OAUTH_TARGETS as readonly TIntegrationTarget[]).includes(target) && !TOKEN_FALLBACK.includes(target);
  if (needsApp && !services.oauth[target as TOAuthTarget]) return OAUTH_SETUP_HINTS[target as TOAuthTarget];
  return null;
}

/** The client of a publishing target, or 409 when this server has none for it yet. */
export function targetAdapter(services: TIntegrations, target: TPublishTarget): TAnyTarget {
  const adapter = services.targets[target];
  if (!adapter) throw conflict(`${PUBLISH_TARGET_LABELS[target]} is not available on this server yet.`);
  return adapter;
}

/** What connects an integration: its publishing target's client, or its own connector (Search Console). */
export function connectorOf(services: TIntegrations, target: TIntegrationTarget): TAnyConnector {
  const connector = (services.targets as Partial<Record<TIntegrationTarget, TAnyConnector>>)[target] ?? services.extras[target];
  if (!connector) throw conflict(`${PUBLISH_TARGET_LABELS[target]} is not available on this server yet.`);
  return connector;
}
