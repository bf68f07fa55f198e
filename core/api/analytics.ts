import { z } from 'zod';

/** The longest period one request may cover (a year and a day), so a query reads a bounded slice of the ledger. */
export const ANALYTICS_MAX_DAYS = 366;
/** Periods longer than this are grouped by week (Mondays, UTC) instead of by day. */
export const ANALYTICS_DAILY_MAX_DAYS = 92;
/** The period choices of the page; "custom" takes from and to. */
export const ANALYTICS_PRESET_DAYS = [7, 30, 90] as const;

const DAY_MS = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day (UTC) as YYYY-MM-DD, refusing impossible dates such as 2026-02-30. */
const ZDay = (field: 'from' | 'to') =>
  z
    .string({ error: `${field} is required (a date, YYYY-MM-DD).` })
    .trim()
    .min(1, `${field} is required (a date, YYYY-MM-DD).`)
    .regex(ISO_DAY, `${field} must be a date written YYYY-MM-DD.`)
    .refine((day) => !ISO_DAY.test(day) || isRealDay(day), `${field} is not a real date.`);

/** Whether a YYYY-MM-DD names a day of the calendar (2026-02-30 does not). */
function isRealDay(day: string): boolean {
  const time = Date.parse(`${day}T00:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().startsWith(day);
}

/** Days from `from` to `to`, both included (1 for a single day). */
export function periodDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** How a period is grouped: by day up to ANALYTICS_DAILY_MAX_DAYS, by week above. */
export function bucketFor(from: string, to: string): TAnalyticsBucket {
  return periodDays(from, to) > ANALYTICS_DAILY_MAX_DAYS ? 'week' : 'day';
}

/** The last `days` days up to `today` (YYYY-MM-DD, UTC), both ends included. */
export function lastDays(days: number, today: string): { from: string; to: string } {
  const from = new Date(Date.parse(`${today}T00:00:00Z`) - (days - 1) * DAY_MS).toISOString().slice(0, 10);
  return { from, to: today };
}

/**
 * GET /api/analytics and GET /api/analytics.csv: a period of whole UTC days, `from` to `to`
 * included, at most ANALYTICS_MAX_DAYS long. `team_id`: the team's usage (team mode), checked
 * against the session; without it, the person's own pool.
 */
export const ZAnalyticsQuery = z
  .object({
    from: ZDay('from'),
    to: ZDay('to'),
    team_id: z.string().trim().max(64, 'team_id is too long.').optional(),
  })
  .superRefine((query, context) => {
    const days = periodDays(query.from, query.to);
    if (days < 1) context.addIssue({ code: 'custom', path: ['to'], message: 'The period ends before it starts: choose a "to" date on or after "from".' });
    if (days > ANALYTICS_MAX_DAYS) context.addIssue({ code: 'custom', path: ['to'], message: `A period can be at most ${ANALYTICS_MAX_DAYS} days long.` });
  });
export type TAnalyticsQuery = z.infer<typeof ZAnalyticsQuery>;

export const ZAnalyticsBucket = z.enum(['day', 'week']);
export type TAnalyticsBucket = z.infer<typeof ZAnalyticsBucket>;

/** The measures of spec §2's analytics; credits as exact decimal text with one decimal ("1.7"), never a float. */
export const ANALYTICS_MEASURES = ['credits', 'words', 'runs', 'docs', 'checks'] as const;
export type TAnalyticsMeasure = (typeof ANALYTICS_MEASURES)[number];

export const ZAnalyticsFigures = z.object({
  credits: z.string(),
  words: z.number().int(),
  runs: z.number().int(),
  docs: z.number().int(),
  checks: z.number().int(),
});
export type TAnalyticsFigures = z.infer<typeof ZAnalyticsFigures>;

/** Whose usage the report covers. */
export const ZAnalyticsMember = z.object({
  unique_id: z.string(),
  name: z.string(),
  email: z.string(),
  /** False for someone who has left the team since (their usage in it still counts). */
  current_member: z.boolean(),
});
export type TAnalyticsMember = z.infer<typeof ZAnalyticsMember>;

/**
 * The report: `series` is one point per bucket and member (all features) for the charts, `totals`
 * one line per member and feature over the whole period (feature null: all of the member's
 * features) for the table. Buckets and features without usage are left out.
 */
export const ZAnalyticsReport = z.object({
  from: z.string(),
  to: z.string(),
  bucket: ZAnalyticsBucket,
  /** personal: the person's own pool; team: the team's pool (its admin sees every member, a member themselves). */
  scope: z.enum(['personal', 'team']),
  team_id: z.string().nullable(),
  /** Whether the report covers other people than the viewer (the team's admin). */
  all_members: z.boolean(),
  members: z.array(ZAnalyticsMember),
  series: z.array(ZAnalyticsFigures.extend({ date: z.string(), unique_id: z.string() })),
  totals: z.array(ZAnalyticsFigures.extend({ unique_id: z.string(), feature: z.string().nullable() })),
});
export type TAnalyticsReport = z.infer<typeof ZAnalyticsReport>;

/** What each feature id of the report reads as (the usage ledger's features and the counted records). */
export const ANALYTICS_FEATURE_LABELS: Record<string, string> = {
  factgpt: 'FactGPT',
  instruct: 'Instruct',
  instruct_source_truth: 'Instruct from a file',
  write_for_me: 'Write for me',
  writing_tool: 'Writing tools',
  repurpose: 'Repurpose',
  blog_tool: 'Blog tools',
  prompt_template: 'Prompt templates',
  brand_voice: 'Brand voice',
  content_planner: 'Content planner',
  autoblog: 'AutoBlog',
  workflow: 'Blog workflow',
  factcheck: 'Fact check',
  plagiarism: 'Plagiarism check',
  seo_brief: 'SEO brief',
  humanize: 'Humanize AI',
  docs: 'Docs',
  generation: 'Other generations',
};

/** A feature id as people read it (an id the list does not know stays as it is). */
export function analyticsFeatureLabel(feature: string): string {
  return ANALYTICS_FEATURE_LABELS[feature] ?? feature.replace(/_/g, ' ');
}
