import type { TEnv } from '../env';
import type { TCrawlSettings } from './crawlDomain';
import { HostPacer } from './hostPacer';
import type { TFetchPolicy } from './safeFetch';

/** The outbound-fetch limits the installation is configured with (server/env.ts). */
export function fetchPolicyFor(env: TEnv): TFetchPolicy {
  return {
    allowPrivate: env.FETCH_ALLOW_PRIVATE,
    maxBytes: Math.round(env.FETCH_MAX_MB * 1_048_576),
    timeoutMs: Math.round(env.FETCH_TIMEOUT_SECONDS * 1_000),
  };
}

/** Crawl limits and the per-host pace shared by every crawl of this process. */
export function crawlSettingsFor(env: TEnv): TCrawlSettings {
  return { policy: fetchPolicyFor(env), pacer: new HostPacer(env.CRAWL_HOST_INTERVAL_MS), maxPages: env.CRAWL_MAX_PAGES };
}
