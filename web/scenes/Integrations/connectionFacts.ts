import type { TIntegrationDetails, TIntegrationTarget } from '@core/api/integrations';

/**
 * What a card says about one target's connection. `refused`: the target turned the stored
 * credentials down, so the server disconnected it (spec §4) and keeps the details to say why.
 * `pending`: connected, but something must still be chosen before a post can go out.
 */
export type TConnectionFacts =
  | { state: 'not_connected' }
  | { state: 'connected' | 'refused'; site: string | null; url: string | null; account: string | null; since: string; error: string | null; pending?: string | null };

/** Where a ghost site is read (its app URL when it has one). */
const ghostUrl = (details: NonNullable<TIntegrationDetails['Ghost']>) => details.app_url || details.api_url;

export function connectionFacts(details: TIntegrationDetails, target: TIntegrationTarget): TConnectionFacts {
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
  if (target === 'hubspot') {
    const value = details.Hubspot;
    if (!value) return { state: 'not_connected' };
    const blog = value.blogs.find((item) => item.id === value.blog_id) ?? null;
    const pending = blog ? null : 'This HubSpot account has no blog yet: create one in HubSpot, then reconnect.';
    return { ...common(value), site: blog ? `${blog.name} (${value.hub_domain ?? value.hub_id})` : value.hub_domain, url: blog?.url ?? null, account: value.user, pending };
  }
  if (target === 'webflow') {
    const value = details.Webflow;
    if (!value) return { state: 'not_connected' };
    const mapping = value.mapping;
    const site = value.sites.find((item) => item.id === mapping?.site_id) ?? (value.sites.length === 1 ? value.sites[0]! : null);
    const where = mapping ? `${mapping.collection_name} on ${site?.name ?? mapping.site_id}` : value.sites.map((item) => item.name).join(', ');
    return { ...common(value), site: where, url: site?.url ?? null, account: null, pending: mapping ? null : 'Choose the collection posts go to and map its fields.' };
  }
  if (target === 'googledocs' || target === 'googledrive' || target === 'googlesearchconsole') {
    const value = target === 'googledocs' ? details.Googledocs : target === 'googledrive' ? details.Googledrive : details.Googlesearchconsole;
    return value ? { ...common(value), site: null, url: null, account: value.email } : { state: 'not_connected' };
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
