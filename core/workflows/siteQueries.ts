import type { TResearchQuestion } from '../api/workflows';

/** One site-restricted search a research makes for questions ("site:quora.com garden soil"). */
export type TSiteQuery = { source: TResearchQuestion['source']; site: string; label: string; query: string };

/** Site-restricted searches one research makes at most (Quora, Reddit and custom sites together). */
export const MAX_SITE_SEARCHES = 4;

const HOST = /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** The host of a site the writer typed ("https://www.StackExchange.com/questions" → "stackexchange.com"); null when it is not a site's name. */
export function siteHost(raw: string): string | null {
  const trimmed = raw.trim().toLowerCase();
  if (!trimmed || /\s/.test(trimmed)) return null;
  let host: string;
  try {
    host = new URL(/^[a-z][a-z0-9+.-]*:\/\//.test(trimmed) ? trimmed : `https://${trimmed}`).hostname;
  } catch {
    return null;
  }
  host = host.replace(/^www\./, '').replace(/\.$/, '');
  return HOST.test(host) ? host : null;
}

/**
 * The site-restricted searches for a topic: Quora, Reddit, then the custom sites (by host, each
 * once), at most MAX_SITE_SEARCHES; what could not be asked is listed (`invalid`: not a site's
 * name; `skipped`: past the bound), so the research can say so.
 */
export function siteQueries(request: { topic: string; quora: boolean; reddit: boolean; customSources: readonly string[] }): { queries: TSiteQuery[]; invalid: string[]; skipped: string[] } {
  const topic = request.topic.replace(/\s+/g, ' ').trim();
  const wanted: Omit<TSiteQuery, 'query'>[] = [];
  if (request.quora) wanted.push({ source: 'quora', site: 'quora.com', label: 'Quora' });
  if (request.reddit) wanted.push({ source: 'reddit', site: 'reddit.com', label: 'Reddit' });
  const invalid: string[] = [];
  for (const raw of request.customSources) {
    const site = siteHost(raw);
    if (!site) invalid.push(raw.trim().slice(0, 100));
    else if (!wanted.some((entry) => entry.site === site)) wanted.push({ source: 'custom', site, label: site });
  }
  const queries = wanted.slice(0, MAX_SITE_SEARCHES).map((entry) => ({ ...entry, query: `site:${entry.site} ${topic}` }));
  return { queries, invalid, skipped: wanted.slice(MAX_SITE_SEARCHES).map((entry) => entry.site) };
}
