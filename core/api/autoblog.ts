import { z } from 'zod';
import { DEFAULT_COUNTRY, DEFAULT_LANGUAGE, DEFAULT_TONE } from '../constants';

/**
 * AutoBlog (issue 19): one keyword, or a list / CSV of keywords, each becoming a researched, cited
 * article written by a background job per article. The runs page polls a run while it works.
 *
 * POST /api/autoblog/runs                 → 202 { run }          (starts a run)
 * GET  /api/autoblog/runs?page            → 200 { runs, page, has_more }
 * GET  /api/autoblog/runs/:id             → 200 { run }          (live progress per article)
 * POST /api/autoblog/runs/:id/cancel      → 200 { run }
 * POST /api/autoblog/runs/:id/resume      → 200 { run }          (paused articles continue)
 * POST /api/autoblog/articles/:id/retry   → 200 { run }          (a failed article again)
 *
 * When every article of a run is settled, the run may email its owner and POST its summary
 * (ZAutoblogRunNotice) to a webhook, once.
 */

const ZId = z.string().min(1, 'An id is required.').max(100);

/** Keywords one run may hold: a longer list is refused with this cap, never cut silently. */
export const AUTOBLOG_MAX_KEYWORDS = 100;
/** Characters of a CSV list (100 rows with long notes fit; a 10,000-line file is refused by its row count first). */
export const AUTOBLOG_MAX_CSV_CHARS = 500_000;
export const AUTOBLOG_MAX_KEYWORD_CHARS = 200;
export const AUTOBLOG_MAX_TITLE_CHARS = 300;
export const AUTOBLOG_MAX_NOTES_CHARS = 2_000;
/** Runs listed per page. */
export const AUTOBLOG_RUNS_PAGE_SIZE = 20;

/** The AutoBlog workflow templates (spec §1, /templates?category=workflow). */
export const AUTOBLOG_TEMPLATES = ['how_to', 'listicle', 'pillar_page', 'comparison', 'product_review', 'product_alternatives', 'product_use_case'] as const;
export const ZAutoblogTemplate = z.enum(AUTOBLOG_TEMPLATES);
export type TAutoblogTemplate = z.infer<typeof ZAutoblogTemplate>;

/** A template's settings; absent ones take the spec §9 defaults. */
export const ZAutoblogSettings = z.object({
  /** serp: research the web and the assets; instruct: the model's own knowledge and the assets; domain: the assets only. */
  mode: z.enum(['serp', 'instruct', 'domain']).default('serp'),
  formality: z.enum(['informal', 'neutral', 'formal']).default('neutral'),
  /** The article's target length in words. */
  length: z.number().int().min(300).max(5_000).default(1_500),
  language: z.string().trim().min(1).max(40).default(DEFAULT_LANGUAGE),
  country: z.string().trim().min(1).max(60).default(DEFAULT_COUNTRY),
  tone: z.string().trim().min(1).max(40).default(DEFAULT_TONE),
});
export type TAutoblogSettings = z.infer<typeof ZAutoblogSettings>;

/** One keyword of a list, with the title and notes the writer may give it. */
export const ZAutoblogKeywordRow = z.object({
  keyword: z.string().max(AUTOBLOG_MAX_KEYWORD_CHARS),
  title: z.string().max(AUTOBLOG_MAX_TITLE_CHARS).optional(),
  notes: z.string().max(AUTOBLOG_MAX_NOTES_CHARS).optional(),
});
export type TAutoblogKeywordRow = z.infer<typeof ZAutoblogKeywordRow>;

/** Starts a run: exactly one of keyword, keywords or csv (CSV columns: keyword, title, notes; a header row is optional). */
export const ZAutoblogRunInput = z.object({
  unique_id: ZId,
  team_id: ZId.nullish(),
  /** The project whose assets are researched and where the docs are saved. */
  project_id: ZId,
  template: ZAutoblogTemplate.default('how_to'),
  settings: ZAutoblogSettings.partial().optional(),
  keyword: z.string().max(AUTOBLOG_MAX_KEYWORD_CHARS).optional(),
  /** Rows past the cap are refused by the server with the cap's message (so it can say how many were sent). */
  keywords: z.array(ZAutoblogKeywordRow).max(10_000).optional(),
  csv: z.string().max(AUTOBLOG_MAX_CSV_CHARS, `The CSV is too long: at most ${AUTOBLOG_MAX_KEYWORDS} keywords in one run.`).optional(),
  /** Assets of the project to research (within the plan's selection limits); none: all of them. */
  asset_ids: z.array(ZId).max(200).optional(),
  /** The model that writes; the user's default workflow model when absent. */
  model: z.string().max(100).optional(),
  /** Email the person when every article is settled (done, failed or cancelled). */
  notify_email: z.boolean().optional(),
  /** POST the run's summary (JSON) here when every article is settled: a public http(s) address. */
  webhook_url: z
    .string()
    .trim()
    .max(2_000, 'The webhook address is too long.')
    .regex(/^https?:\/\/\S+$/i, 'The webhook must be a full web address (https://…).')
    .optional()
    .or(z.literal('')),
});
export type TAutoblogRunInput = z.infer<typeof ZAutoblogRunInput>;

export const AUTOBLOG_ARTICLE_STATUSES = ['queued', 'researching', 'outlining', 'writing', 'saving', 'done', 'failed', 'paused', 'cancelled'] as const;
export const ZAutoblogArticleStatus = z.enum(AUTOBLOG_ARTICLE_STATUSES);
export type TAutoblogArticleStatus = z.infer<typeof ZAutoblogArticleStatus>;

export const ZAutoblogArticle = z.object({
  id: z.string(),
  keyword: z.string(),
  title: z.string().nullable(),
  status: ZAutoblogArticleStatus,
  /** What it is doing or did last ("Writing section 2 of 5"). */
  step: z.string().nullable(),
  /** 0–100. */
  progress: z.number().int().min(0).max(100),
  /** Why it failed or paused. */
  error: z.string().nullable(),
  /** The finished doc. */
  blog_id: z.string().nullable(),
  credits_charged: z.number(),
  abilities: z.object({ retry: z.boolean() }),
});
export type TAutoblogArticle = z.infer<typeof ZAutoblogArticle>;

export const ZAutoblogRunStatus = z.enum(['running', 'paused', 'done', 'failed', 'cancelled']);

export const ZAutoblogRunSummary = z.object({
  id: z.string(),
  status: ZAutoblogRunStatus,
  template: ZAutoblogTemplate,
  settings: ZAutoblogSettings,
  project_id: z.string().nullable(),
  model: z.string(),
  counts: z.object({ total: z.number().int(), active: z.number().int(), done: z.number().int(), failed: z.number().int(), paused: z.number().int(), cancelled: z.number().int() }),
  credits_charged: z.number(),
  notices: z.array(z.string()),
  /** Who is told when the run is settled, and how that went. */
  notify: z.object({ email: z.boolean(), webhook_url: z.string().nullable(), sent_at: z.string().nullable(), error: z.string().nullable() }),
  created_at: z.string(),
  abilities: z.object({ cancel: z.boolean(), resume: z.boolean() }),
});
export type TAutoblogRunSummary = z.infer<typeof ZAutoblogRunSummary>;

export const ZAutoblogRun = ZAutoblogRunSummary.extend({ articles: z.array(ZAutoblogArticle) });
export type TAutoblogRun = z.infer<typeof ZAutoblogRun>;

export const ZAutoblogRunResponse = z.object({ run: ZAutoblogRun });
export const ZAutoblogRunsResponse = z.object({ runs: z.array(ZAutoblogRunSummary), page: z.number().int(), has_more: z.boolean() });
export const ZAutoblogIdParams = z.object({ id: ZId });
export const ZAutoblogQuery = z.object({ unique_id: ZId, team_id: ZId.nullish() });
export const ZAutoblogListQuery = ZAutoblogQuery.extend({ page: z.coerce.number().int().min(1).max(10_000).default(1) });
export const ZAutoblogActionBody = z.object({ unique_id: ZId, team_id: ZId.nullish() });

/** What a run's webhook receives when every article is settled (sent once per run; `event_id` lets a receiver drop a repeat). */
export const ZAutoblogRunNotice = z.object({
  event: z.literal('autoblog.run.settled'),
  event_id: z.string(),
  run_id: z.string(),
  status: ZAutoblogRunStatus,
  counts: ZAutoblogRunSummary.shape.counts,
  credits_charged: z.number(),
  url: z.string(),
  articles: z.array(z.object({ keyword: z.string(), title: z.string().nullable(), status: ZAutoblogArticleStatus, error: z.string().nullable(), doc_url: z.string().nullable() })),
});
export type TAutoblogRunNotice = z.infer<typeof ZAutoblogRunNotice>;
