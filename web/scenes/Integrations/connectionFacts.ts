import type { TIntegrationDetails, TPublishTarget } from '@core/api/integrations';

/**
 * What a card says about one target's connection. `refused`: the target turned the stored
 * credentials down, so the server disconnected it (spec §4) and keeps the details to say why.
 */
export type TConnectionFacts =
  | { state: 'not_connected' }
  | { state: 'connected' | 'refused'; site: string | null; url: string | null; account: string | null; since: string; error: string | null };

/** Where a ghost site is read (its app URL when it has one). */
const ghostUrl = (details: NonNullable<TIntegrationDetails['Ghost']>) => details.app_url || details.api_url;

export function connectionFacts(details: TIntegrationDetails, target: TPublishTarget): TConnectionFacts {
  const common = (value: { connected_at: string; error: string | null }) => ({
    state: value.error ? ('refused' as const) : ('connected' as const),
    since: value.connected_at,
    error: value.error,
  });
  if (target === 'wordpress') {
    const value = details.Wordpress;
    return value ? { ...common(value), site: value.site_name || value.wordpress_url, url: value.wordpress_url, account: value.username } : { state: 'not_connected' };
  }
  if (target === 'ghost') {
    const value = details.Ghost;
    return value ? { ...common(value), site: value.site_title || ghostUrl(value), url: ghostUrl(value), account: null } : { state: 'not_connected' };
  }
  if (target === 'custom') {
    const value = details.Custom;
    return value ? { ...common(value), site: value.webhook_url, url: null, account: null } : { state: 'not_connected' };
  }
  const value = details.Medium;
  if (!value) return { state: 'not_connected' };
  const account = value.name ? `${value.name} (@${value.username})` : `@${value.username}`;
  return { ...common(value), site: null, url: value.url, account };
}

/** "12 March 2026", or the raw text when it is not a date. */
export function formatSince(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleDateString(undefined, { day: 'numeric', month: 'long', year: 'numeric' });
}
