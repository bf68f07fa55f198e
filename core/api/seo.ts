import { z } from 'zod';

/**
 * Semantic SEO (spec §2 /optimizer/seo, §3 Editor state "seo keywords"): a brief built from the pages
 * that rank for a keyword, and the content score a text earns against it. The brief is a snapshot:
 * a doc keeps the snapshot and scoring version it was scored with, so the same text scores the same
 * tomorrow; rebuilding makes a new snapshot.
 */

const ZId = z.string().min(1, 'An id is required.').max(100);
const ZTeamId = ZId.nullish();

/** A competitor page of the brief: fetched and read, or listed with why it could not be. */
export const ZBriefPage = z.object({
  url: z.string(),
  title: z.string(),
  /** Position in the search results (1 = top); null for pages the writer pasted or own assets. */
  rank: z.number().int().min(1).nullable(),
  /** Where it came from: the web search, a URL the writer pasted, or the user's own assets. */
  origin: z.enum(['search', 'pasted', 'asset']),
  status: z.enum(['waiting', 'reading', 'read', 'failed', 'excluded']),
  /** Why it failed (robots, timeout, not HTML, too large …); null otherwise. */
  error: z.string().nullable(),
  word_count: z.number().int().min(0),
  /** H1–H3 headings in page order. */
  headings: z.array(z.object({ level: z.number().int().min(1).max(3), text: z.string() })),
});
export type TBriefPage = z.infer<typeof ZBriefPage>;

/** A term to cover: a stemmed 1–3-word phrase several competitors use, with the uses to aim for. */
export const ZBriefTerm = z.object({
  /** The stem key the analysis matches on ("garden soil" → "garden soil" stemmed). */
  key: z.string(),
  /** The most common surface form, as shown to the writer. */
  phrase: z.string(),
  words: z.number().int().min(1).max(3),
  /** How many competitor pages use it. */
  pages: z.number().int().min(1),
  /** Recommended uses for the brief's target length (already scaled). */
  min: z.number().int().min(0),
  max: z.number().int().min(0),
  /** Weight in the term-coverage score (0–1, higher for terms more pages share). */
  weight: z.number().min(0).max(1),
});
export type TBriefTerm = z.infer<typeof ZBriefTerm>;

/** The brief's content (the snapshot the score reads). */
export const ZBriefSnapshot = z.object({
  keyword: z.string(),
  secondary_keywords: z.array(z.string()),
  /** Spec §3 language and country names ("English-US", "United States"). */
  language: z.string(),
  country: z.string(),
  target_words: z.number().int().min(0),
  terms: z.array(ZBriefTerm),
  questions: z.array(z.object({ text: z.string(), source: z.enum(['heading', 'related']) })),
  /** Headings several competitors share, with how many use them. */
  common_headings: z.array(z.object({ text: z.string(), pages: z.number().int().min(1) })),
  pages: z.array(ZBriefPage),
  /** What the brief was built from when something was missing ("No web search is configured: …"). */
  notices: z.array(z.string()),
});
export type TBriefSnapshot = z.infer<typeof ZBriefSnapshot>;

export const BRIEF_STATUSES = ['queued', 'building', 'ready', 'failed'] as const;

/** A brief as the API returns it: its job's state and, once ready, the snapshot. */
export const ZSeoBrief = z.object({
  id: z.string(),
  /** The doc it belongs to, or null for a brief made on the optimizer page. */
  blog_id: z.string().nullable(),
  status: z.enum(BRIEF_STATUSES),
  /** Pages read (or failed) so far, and pages to read: the progress bar. */
  pages_done: z.number().int().min(0),
  pages_total: z.number().int().min(0),
  /** Each page's progress (waiting, reading, read, failed with its reason) while it builds, and after: a failed brief has no snapshot but lists its pages. */
  pages: z.array(ZBriefPage).default([]),
  error: z.string().nullable(),
  /** Scoring version the snapshot is scored with (core/analysis/seo/scoreVersion). */
  scoring_version: z.number().int().min(1),
  snapshot: ZBriefSnapshot.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** What the viewer may do with it (the server always sends it; server/policies/seoBrief.ts). */
  policies: z.object({ read: z.boolean(), rebuild: z.boolean() }).optional(),
});
export type TSeoBrief = z.infer<typeof ZSeoBrief>;

/** One brief (create, fetch, rebuild answers). */
export const ZSeoBriefResponse = z.object({ brief: ZSeoBrief });
export type TSeoBriefResponse = z.infer<typeof ZSeoBriefResponse>;

/** A doc's briefs, or the person's recent optimizer-page briefs, newest first. */
export const ZSeoBriefListResponse = z.object({ briefs: z.array(ZSeoBrief) });
export type TSeoBriefListResponse = z.infer<typeof ZSeoBriefListResponse>;

/** GET /api/optimizer/seo/briefs/:id?team_id */
export const ZSeoBriefParams = z.object({ id: ZId });
export const ZSeoBriefQuery = z.object({ unique_id: ZId.optional(), team_id: ZTeamId });

/** GET /api/optimizer/seo/briefs?blog_id&team_id: with blog_id the doc's briefs, without it the person's optimizer-page briefs. */
export const ZListBriefsQuery = ZSeoBriefQuery.extend({ blog_id: ZId.optional() });
export type TListBriefsQuery = z.infer<typeof ZListBriefsQuery>;

/** POST /api/optimizer/seo/briefs: queue a brief (a content_optimization run is charged when it is ready). */
export const ZCreateBriefInput = z.object({
  unique_id: ZId,
  team_id: ZTeamId,
  keyword: z.string().trim().min(1, 'Enter a target keyword.').max(120, 'A keyword has at most 120 characters.'),
  secondary_keywords: z.array(z.string().trim().min(1).max(120)).max(20, 'At most 20 secondary keywords.').default([]),
  language: z.string().max(40).optional(),
  country: z.string().max(60).optional(),
  /** The doc the brief is for (it then shows in the doc's SEO tab); absent on the optimizer page. */
  blog_id: ZId.optional(),
  /**
   * The active project on the optimizer page (a doc brings its own): with no web search configured,
   * its URL and domain assets are the pages read.
   */
  project_id: ZId.optional(),
  /** Pages the writer adds by hand (always read; with no search provider, with the user's assets, the only ones). */
  urls: z.array(z.url({ error: 'Each page must be a full web address (https://…).' }).max(2000)).max(10, 'At most 10 pages.').default([]),
});
export type TCreateBriefInput = z.infer<typeof ZCreateBriefInput>;

/** POST /api/optimizer/seo/briefs/:id/rebuild: a new snapshot without the excluded pages (read pages are not fetched again). */
export const ZRebuildBriefInput = z.object({
  unique_id: ZId,
  team_id: ZTeamId,
  excluded_urls: z.array(z.string().max(2000)).max(50),
});
export type TRebuildBriefInput = z.infer<typeof ZRebuildBriefInput>;
