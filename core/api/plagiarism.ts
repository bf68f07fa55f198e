import { z } from 'zod';

/**
 * POST /api/check/plagiarism (spec §7) and its result (spec §3 Plagiarism result). The result is
 * shaped like Copyscape's (result, querywords, allpercentmatched, allwordsmatched, allviewurl), so a
 * Copyscape answer and our own comparison read the same; each source also carries the matched
 * passages with their positions in both texts, for highlighting and the side-by-side view.
 */

const ZId = z.string().min(1, 'An id is required.').max(100);

export const ZPlagiarismInput = z.object({
  unique_id: ZId,
  team_id: ZId.nullish(),
  /** The text to check; HTML is compared as its text. */
  text: z.string().max(2_000_000, 'The text is too long to check (at most about 100,000 words).'),
  /** Spec §7 fields, kept for the contract: encoding of text (UTF-8 only), whether to compare every source in full, the answer's format, the operation and Copyscape's test mode. */
  encoding: z.string().max(20).optional(),
  full_comparision: z.union([z.number(), z.string(), z.boolean()]).optional(),
  response_type: z.string().max(20).optional(),
  operation: z.string().max(20).optional(),
  test: z.union([z.number(), z.string(), z.boolean()]).optional(),
  /** The open doc being checked: it is left out of its own comparison and the result is kept with it. */
  save_id: ZId.optional(),
});
export type TPlagiarismInput = z.infer<typeof ZPlagiarismInput>;

/** One matched stretch: offsets (UTF-16, end exclusive) in the checked text and in the source's text. */
export const ZMatchedPassage = z.object({
  text_start: z.number().int().min(0),
  text_end: z.number().int().min(0),
  source_start: z.number().int().min(0),
  source_end: z.number().int().min(0),
  /** The matched words as they stand in the checked text. */
  text: z.string(),
  /** The same stretch as it stands in the source. */
  source_text: z.string(),
});
export type TMatchedPassage = z.infer<typeof ZMatchedPassage>;

export const ZPlagiarismSource = z.object({
  /** Where the match is: one of the workspace's own docs or assets, a web page, or Copyscape's index. */
  kind: z.enum(['doc', 'asset', 'web', 'copyscape']),
  /** Page address (web, copyscape, URL assets) or the app path of a doc ("/blogs/editor?copy_id=…"). */
  url: z.string(),
  title: z.string(),
  /** A doc's or asset's id (kind doc/asset); null otherwise. */
  id: z.string().nullable(),
  textsnippet: z.string(),
  /** Words of the checked text found in this source, and that share of the checked text (0–100, whole). */
  wordsmatched: z.number().int().min(0),
  percentmatched: z.number().int().min(0).max(100),
  /** Copyscape's view link for this match; null for our own comparison. */
  viewurl: z.string().nullable(),
  passages: z.array(ZMatchedPassage),
});
export type TPlagiarismSource = z.infer<typeof ZPlagiarismSource>;

export const ZPlagiarismResult = z.object({
  result: z.array(ZPlagiarismSource),
  /** Words in the checked text. */
  querywords: z.number().int().min(0),
  /** Checks used this period over checks allowed, as a whole percent (0–100). */
  plagiarism_usage_ratio: z.number().int().min(0),
  /** Share of the checked text found anywhere (0–100, whole) and its words. */
  allpercentmatched: z.number().int().min(0).max(100),
  allwordsmatched: z.number().int().min(0),
  /** Copyscape's link to all matches; null for our own comparison. */
  allviewurl: z.string().nullable(),
  /** Checks left this period. */
  plagiarism_runs: z.number().int().min(0),
  /** What was compared and what could not be ("Web search is not configured: …"). */
  notices: z.array(z.string()),
  checked_at: z.string(),
});
export type TPlagiarismResult = z.infer<typeof ZPlagiarismResult>;

/** GET /api/check/plagiarism/latest: the last check saved with a doc (save_id), so its tab shows it after a reload. */
export const ZPlagiarismLatestQuery = z.object({ unique_id: ZId, save_id: ZId });
export type TPlagiarismLatestQuery = z.infer<typeof ZPlagiarismLatestQuery>;
