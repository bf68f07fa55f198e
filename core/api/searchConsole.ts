import { z } from 'zod';
import { ZSearchConsoleSite } from './integrations';

/**
 * The /search-console page (issue 20; spec §2 "standalone search console page") over the connected
 * Google Search Console integration. `uid` is whose integration it is, as for every integration
 * call (the person's own, or their team admin's in team mode).
 *
 * GET  /api/integrations/search-console/sites?uid                    → 200 TSearchConsoleSites  (listed afresh from Google)
 * GET  /api/integrations/search-console/report?uid&site_url&days     → 200 TSearchConsoleReport
 * POST /api/integrations/search-console/refresh {uid, page, site_url, project_id, team_id?} → 201 { workflow_id }
 *
 * A sign-in Google no longer accepts answers 409 with a message that says to reconnect.
 */

const ZId = z.string().min(1, 'An id is required.').max(100);

/** Periods the page offers, in days. */
export const SEARCH_CONSOLE_PERIODS = [7, 28, 90] as const;
export type TSearchConsolePeriod = (typeof SEARCH_CONSOLE_PERIODS)[number];
export const DEFAULT_SEARCH_CONSOLE_PERIOD: TSearchConsolePeriod = 28;

/** Rows of the top queries and top pages tables. */
export const SEARCH_CONSOLE_TOP_ROWS = 50;

/**
 * Which pages count as "falling" (our choice, docs/drafts/google.md): at least one click a day on
 * average in the previous period (and never fewer than 10), and at least 20% fewer clicks now.
 * Fewer clicks than that move by chance from one period to the next.
 */
export const FALLING_RULE = { minClicksPerDay: 1, minClicks: 10, minDrop: 0.2, maxPages: 20 } as const;
export const fallingMinClicks = (days: number) => Math.max(FALLING_RULE.minClicks, Math.ceil(days * FALLING_RULE.minClicksPerDay));

const ZSiteUrl = z.string().trim().min(1, 'Pick a property.').max(2_000);

export const ZSearchConsoleSitesQuery = z.object({ uid: ZId });
export const ZSearchConsoleSites = z.object({ email: z.string(), sites: z.array(ZSearchConsoleSite) });
export type TSearchConsoleSites = z.infer<typeof ZSearchConsoleSites>;

export const ZSearchConsoleReportQuery = z.object({
  uid: ZId,
  site_url: ZSiteUrl,
  days: z.coerce
    .number()
    .int()
    .refine((value) => (SEARCH_CONSOLE_PERIODS as readonly number[]).includes(value), 'The period is 7, 28 or 90 days.')
    .default(DEFAULT_SEARCH_CONSOLE_PERIOD),
});

/** Google's metrics of a row: CTR is a fraction (0.05 = 5%), position the average rank (1 = first). Unrounded: the page rounds them for display. */
const metrics = { clicks: z.number(), impressions: z.number(), ctr: z.number(), position: z.number() };
export const ZSearchConsoleDay = z.object({ date: z.string(), ...metrics });
export const ZSearchConsoleQueryRow = z.object({ query: z.string(), ...metrics });
export const ZSearchConsolePageRow = z.object({ page: z.string(), ...metrics });
export const ZFallingPage = z.object({
  page: z.string(),
  clicks_now: z.number(),
  clicks_before: z.number(),
  /** (now − before) / before: −0.4 = 40% fewer clicks. */
  change: z.number(),
});
export type TSearchConsoleDay = z.infer<typeof ZSearchConsoleDay>;
export type TSearchConsoleQueryRow = z.infer<typeof ZSearchConsoleQueryRow>;
export type TSearchConsolePageRow = z.infer<typeof ZSearchConsolePageRow>;
export type TFallingPage = z.infer<typeof ZFallingPage>;

/** A date range, both ends included (YYYY-MM-DD, Google's Pacific-time days). */
export const ZDateRange = z.object({ start: z.string(), end: z.string() });
export type TDateRange = z.infer<typeof ZDateRange>;

export const ZSearchConsoleReport = z.object({
  site_url: z.string(),
  days: z.number().int(),
  /** The period shown; it ends SEARCH_CONSOLE_DATA_LAG_DAYS before today, since Google's last days are not final yet. */
  range: ZDateRange,
  /** The period of the same length before it (falling pages compare with it). */
  previous_range: ZDateRange,
  /** When Google was asked (nothing is cached). */
  fetched_at: z.string(),
  series: z.array(ZSearchConsoleDay),
  queries: z.array(ZSearchConsoleQueryRow),
  pages: z.array(ZSearchConsolePageRow),
  falling: z.array(ZFallingPage),
  /** The threshold falling pages passed: clicks the previous period needed, and the drop (0.2 = 20%). */
  falling_rule: z.object({ min_clicks_before: z.number(), min_drop: z.number() }),
});
export type TSearchConsoleReport = z.infer<typeof ZSearchConsoleReport>;

export const ZRefreshArticleInput = z.object({
  uid: ZId,
  site_url: ZSiteUrl,
  page: z
    .string()
    .trim()
    .max(2_000)
    .refine((value) => /^https?:\/\/[^\s/]+/i.test(value), 'That is not a page address.'),
  project_id: ZId,
  /** The team whose project it is (team mode), as for a new workflow. */
  team_id: ZId.nullish(),
});
export type TRefreshArticleInput = z.input<typeof ZRefreshArticleInput>;
export const ZRefreshArticleResponse = z.object({ workflow_id: z.string() });
