import { z } from 'zod';

/**
 * Factcheck & Cite (issue 18): a check of a text's claims against passages of the writer's assets,
 * the web and pages the writer names. A check is a background job with a row (queued → checking →
 * ready | failed); the page polls `GET /api/check/facts/:id` while it runs.
 *
 * POST /api/check/facts             → 202 { check }   (starts a check)
 * GET  /api/check/facts/:id         → 200 { check }   (its progress, then its result)
 * GET  /api/check/facts/latest?unique_id&save_id → 200 { check } | 404 (a doc's last check)
 */

const ZId = z.string().min(1, 'An id is required.').max(100);

/** Addresses the writer gives as evidence for one check. */
export const FACTCHECK_MAX_URLS = 5;
/** Assets one check may be limited to. */
export const FACTCHECK_MAX_ASSETS = 20;
/** Words of text one check reads (its claims are capped by core/analysis/claims too). */
export const FACTCHECK_MAX_WORDS = 100_000;
/** Claims one check looks up: more are listed as not checked, to check by selecting them. */
export const FACTCHECK_MAX_CLAIMS = 40;

export const ZFactCheckInput = z.object({
  unique_id: ZId,
  team_id: ZId.nullish(),
  /** The text (plain, or HTML read as its text). For a doc, the editor's getText({ blockSeparator: '\n\n' }). */
  text: z.string().max(2_000_000, 'The text is too long to check (at most about 100,000 words).'),
  /** The open doc: its project's assets are searched, the result is kept with it, and an earlier check's unchanged claims are reused. */
  save_id: ZId.optional(),
  /** Whose assets to search for pasted text (a project the user may use); a doc's own project otherwise. */
  project_id: ZId.optional(),
  /** Only these assets of the project (none given: all of them). */
  asset_ids: z.array(ZId).max(FACTCHECK_MAX_ASSETS, `At most ${FACTCHECK_MAX_ASSETS} assets at a time.`).optional(),
  /** Pages to read as evidence, besides the assets and the web. */
  urls: z.array(z.string().max(2_000)).max(FACTCHECK_MAX_URLS, `At most ${FACTCHECK_MAX_URLS} addresses at a time.`).optional(),
  /** Whether to search the web (default true). */
  web: z.boolean().optional(),
  /** Only the claims inside this range of `text` (a selected sentence or passage). */
  selection: z.object({ start: z.number().int().min(0), end: z.number().int().min(0) }).optional(),
  /** The model that extracts claims and gives verdicts; the user's default when absent. */
  model: z.string().max(100).optional(),
  /** The text's language (ISO 639-1), for reading numbers and dates. */
  language: z.string().max(20).optional(),
});
export type TFactCheckInput = z.infer<typeof ZFactCheckInput>;

/** A passage of evidence: an exact span of its source's text as stored (assets) or fetched (pages), verified before it is shown. */
export const ZEvidencePassage = z.object({
  /** Its number within its claim (1..), what a verdict cites. */
  n: z.number().int().min(1),
  /** An asset of the project, a page found by the web search, or a page the writer named. */
  source: z.enum(['asset', 'web', 'url']),
  asset_id: z.string().nullable(),
  title: z.string(),
  /** The page address (web, url, URL and domain assets); null for a file asset. */
  url: z.string().nullable(),
  /** Where in an asset ("page 3", "paragraph 12"); null for pages. */
  location: z.string().nullable(),
  text: z.string(),
  /** UTF-16 offsets of `text` in the source's text (the asset chunk, or the page's text as fetched). */
  start: z.number().int().min(0),
  end: z.number().int().min(0),
  /** When the page was fetched, or when the asset was indexed. */
  fetched_at: z.string(),
  /** How well the passage matches the claim, 0–1 (shared content words, weighted). */
  relevance: z.number().min(0).max(1),
});
export type TEvidencePassage = z.infer<typeof ZEvidencePassage>;

/** A number or date the claim states and the best passage gives otherwise: something to check, never a verdict. */
export const ZFactGap = z.object({
  kind: z.enum(['number', 'date']),
  /** As the claim writes it ("1887") and as the passage does ("March 1889"). */
  claim: z.string(),
  passage: z.string(),
  /** The passage (its n) that gives it otherwise. */
  passage_n: z.number().int().min(1),
});
export type TFactGap = z.infer<typeof ZFactGap>;

/**
 * supported / contradicted / not_enough_evidence come only from a model that cited passages;
 * `unverified` is the offline engine's (passages found, no verdict); `unchecked` a claim past the
 * check's cap (a selection check lists only the claims inside the selection); `waiting` one not
 * looked up yet.
 */
export const ZVerdict = z.enum(['supported', 'contradicted', 'not_enough_evidence', 'unverified', 'unchecked', 'waiting']);
export type TVerdict = z.infer<typeof ZVerdict>;

export const ZCheckedClaim = z.object({
  /** Stable across edits (core/analysis/claims claimId): an unchanged claim keeps its result. */
  id: z.string(),
  /** The claim as it stands in the text, and where (UTF-16 offsets into the checked text, end exclusive). */
  text: z.string(),
  start: z.number().int().min(0),
  end: z.number().int().min(0),
  /** The claim rewritten to stand alone (with a model), else the text. */
  statement: z.string(),
  kinds: z.array(z.string()),
  verdict: ZVerdict,
  /** One or two sentences of why (model verdicts only). */
  reasoning: z.string().nullable(),
  /** For a contradicted claim, the sentence as the passages would have it. */
  correction: z.string().nullable(),
  /** The passages the verdict rests on (their n). */
  cited: z.array(z.number().int().min(1)),
  passages: z.array(ZEvidencePassage),
  gaps: z.array(ZFactGap),
  /** Taken from the doc's earlier check (same claim, same sources): not looked up or charged again. */
  reused: z.boolean(),
});
export type TCheckedClaim = z.infer<typeof ZCheckedClaim>;

export const ZFactCheckSummary = z.object({
  claims: z.number().int().min(0),
  supported: z.number().int().min(0),
  contradicted: z.number().int().min(0),
  /** not_enough_evidence, plus unverified claims without any passage. */
  without_evidence: z.number().int().min(0),
  /** Claims with a number or date a passage gives otherwise. */
  to_check: z.number().int().min(0),
  unchecked: z.number().int().min(0),
});
export type TFactCheckSummary = z.infer<typeof ZFactCheckSummary>;

export const ZFactCheck = z.object({
  id: z.string(),
  status: z.enum(['queued', 'checking', 'ready', 'failed']),
  blog_id: z.string().nullable(),
  /** The text that was checked (claim offsets point into it). */
  text: z.string(),
  /** 'model' gives verdicts; 'offline' (no model connected) finds claims and passages only. */
  engine: z.enum(['model', 'offline']),
  model: z.string(),
  claims_total: z.number().int().min(0),
  claims_done: z.number().int().min(0),
  claims: z.array(ZCheckedClaim),
  summary: ZFactCheckSummary,
  /** What was searched and what could not be ("Web search is not configured…", a page that failed). */
  notices: z.array(z.string()),
  /** Why a failed check failed (nothing was charged). */
  error: z.string().nullable(),
  /** Credits charged for the words the model wrote (0 until ready; 0 offline). */
  credits_charged: z.number().min(0),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  /** What the caller may do: cite and correct in the doc (may edit it), check again. */
  abilities: z.object({ edit_doc: z.boolean(), recheck: z.boolean() }),
});
export type TFactCheck = z.infer<typeof ZFactCheck>;

export const ZFactCheckResponse = z.object({ check: ZFactCheck });
export type TFactCheckResponse = z.infer<typeof ZFactCheckResponse>;

export const ZFactCheckParams = z.object({ id: ZId });
export const ZFactCheckLatestQuery = z.object({ unique_id: ZId, save_id: ZId });
export type TFactCheckLatestQuery = z.infer<typeof ZFactCheckLatestQuery>;
