import type { TPublishTarget } from '@core/api/integrations';
import { publishTargets, type TAnyTarget } from '../../integrations/targets';
import type { TApiTransport } from '../../integrations/transport';
import type { TEnv } from '../env';
import { fetchPolicyFor } from '../retrieval/fetchPolicy';
import { apiTransport } from './apiTransport';

/** The publishing targets and the way out to them, built once at boot. */
export type TIntegrations = { targets: Record<TPublishTarget, TAnyTarget>; transport: TApiTransport; retry: { limit: number; delaySeconds: number } };

export function integrationServices(env: TEnv): TIntegrations {
  return {
    targets: publishTargets({ mediumApiUrl: env.MEDIUM_API_URL.replace(/\/+$/, '') }),
    transport: apiTransport(fetchPolicyFor(env)),
    retry: { limit: env.PUBLISH_RETRIES, delaySeconds: env.PUBLISH_RETRY_DELAY_SECONDS },
  };
}
