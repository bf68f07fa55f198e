import { FALLING_RULE, fallingMinClicks, type TDateRange, type TFallingPage } from '../api/searchConsole';

/**
 * Days between today and the last day a report shows: Google's newest days are not final for about
 * two days (their clicks still grow), and a period ending today would look like a drop.
 */
export const SEARCH_CONSOLE_DATA_LAG_DAYS = 2;

const DAY_MS = 86_400_000;

/** Today's date where Search Console counts its days (Pacific time), YYYY-MM-DD. */
export function pacificDate(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** A YYYY-MM-DD date moved by whole days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The period a report shows (`days` days ending SEARCH_CONSOLE_DATA_LAG_DAYS before today) and the one of the same length before it. */
export function reportRanges(days: number, now: Date): { range: TDateRange; previous_range: TDateRange } {
  const end = addDays(pacificDate(now), -SEARCH_CONSOLE_DATA_LAG_DAYS);
  const start = addDays(end, -(days - 1));
  const previousEnd = addDays(start, -1);
  return { range: { start, end }, previous_range: { start: addDays(previousEnd, -(days - 1)), end: previousEnd } };
}

/**
 * Pages whose clicks fell from the previous period to this one: those with at least
 * fallingMinClicks(days) clicks before and at least FALLING_RULE.minDrop fewer now (a page with no
 * clicks now is missing from `now` and counts as 0), the biggest loss of clicks first.
 */
export function fallingPages(now: ReadonlyArray<{ page: string; clicks: number }>, before: ReadonlyArray<{ page: string; clicks: number }>, days: number): TFallingPage[] {
  const current = new Map(now.map((row) => [row.page, row.clicks]));
  const minClicks = fallingMinClicks(days);
  return before
    .filter((row) => row.clicks >= minClicks)
    .map((row) => {
      const clicksNow = current.get(row.page) ?? 0;
      return { page: row.page, clicks_now: clicksNow, clicks_before: row.clicks, change: (clicksNow - row.clicks) / row.clicks };
    })
    .filter((row) => row.change <= -FALLING_RULE.minDrop)
    .sort((a, b) => b.clicks_before - b.clicks_now - (a.clicks_before - a.clicks_now) || a.page.localeCompare(b.page))
    .slice(0, FALLING_RULE.maxPages);
}

/**
 * Whether a page is the property's: under a URL-prefix property (`https://www.example.com/blog/`),
 * or on the domain of a domain property (`sc-domain:example.com`, subdomains included).
 */
export function pageBelongsToSite(page: string, siteUrl: string): boolean {
  let url: URL;
  try {
    url = new URL(page);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (siteUrl.startsWith('sc-domain:')) {
    const domain = siteUrl.slice('sc-domain:'.length).toLowerCase();
    const host = url.hostname.toLowerCase();
    return host === domain || host.endsWith(`.${domain}`);
  }
  return page.startsWith(siteUrl) || `${page}/` === siteUrl;
}
