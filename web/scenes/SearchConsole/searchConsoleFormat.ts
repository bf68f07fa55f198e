/** How the page shows Google's numbers: the API keeps them unrounded; only what is shown is rounded. */
export const formatCount = (value: number) => Math.round(value).toLocaleString('en-US');
/** CTR is a fraction (0.053 → "5.3%"). */
export const formatCtr = (value: number) => `${(value * 100).toFixed(1)}%`;
/** Average position: 1 is the top result. */
export const formatPosition = (value: number) => value.toFixed(1);
/** A change as a fraction (−0.42 → "−42%"), with a real minus sign. */
export const formatChange = (value: number) => `${value > 0 ? '+' : value < 0 ? '−' : ''}${Math.abs(Math.round(value * 100))}%`;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A YYYY-MM-DD day as "Mar 8" (with the year when asked). */
export function formatDay(date: string, withYear = false): string {
  const [year, month, day] = date.split('-').map(Number);
  return `${MONTHS[(month ?? 1) - 1]} ${day}${withYear ? `, ${year}` : ''}`;
}

/** A range as "Feb 9 – Mar 8, 2026". */
export const formatRange = (range: { start: string; end: string }) => `${formatDay(range.start, range.start.slice(0, 4) !== range.end.slice(0, 4))} – ${formatDay(range.end, true)}`;

/**
 * A page's address as a table shows it: the path (and query) when it is under the property, else
 * the host and path; the full address stays in the link.
 */
export function shortPage(page: string, siteUrl: string): string {
  if (!siteUrl.startsWith('sc-domain:') && page.startsWith(siteUrl)) return `/${page.slice(siteUrl.length)}`;
  try {
    const url = new URL(page);
    return `${url.host}${url.pathname}${url.search}`;
  } catch {
    return page;
  }
}

/** Totals of a period: clicks and impressions summed, CTR from them, position weighted by impressions. */
export function totalsOf(days: ReadonlyArray<{ clicks: number; impressions: number; position: number }>) {
  const clicks = days.reduce((sum, day) => sum + day.clicks, 0);
  const impressions = days.reduce((sum, day) => sum + day.impressions, 0);
  const weighted = days.reduce((sum, day) => sum + day.position * day.impressions, 0);
  return { clicks, impressions, ctr: impressions ? clicks / impressions : 0, position: impressions ? weighted / impressions : 0 };
}
