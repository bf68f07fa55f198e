import { z } from 'zod';

/**
 * AI Interlinking (spec §2 /optimizer/interlinking, the editor's Links tab): internal-link
 * suggestions from a doc (or a pasted text) to the writer's other docs and to the pages of their own
 * sites, and the report of their pages no doc links to. Lexical ranking, plus embeddings when the
 * installation has an embedding model (no language model); nothing is inserted by the server (the
 * writer accepts a suggestion in the live doc).
 */

const ZId = z.string().min(1, 'An id is required.').max(100);
const ZTeamId = ZId.nullish();

/** The longest pasted text a suggestion request takes (characters): ~30,000 words. */
export const INTERLINK_TEXT_MAX = 200_000;

/** What a suggestion links to: another doc of the writer, or a page of one of their sites (an asset). */
export const ZLinkTarget = z.object({
  kind: z.enum(['doc', 'page']),
  /** The doc's id, or the page's asset id (a domain's pages share their asset's id). */
  id: z.string(),
  /** Where the link points: the page's URL, or the doc's app address (/blogs/editor?copy_id=…). */
  url: z.string(),
  title: z.string(),
});
export type TLinkTarget = z.infer<typeof ZLinkTarget>;

/** One internal link to add: a phrase already in the text, where it is, where it would point and why. */
export const ZLinkSuggestion = z.object({
  /** Stable for one doc, target and anchor: a rejection is remembered by it. */
  id: z.string(),
  /** The exact text of the phrase, as it is in the doc. */
  anchor: z.string(),
  /** The sentence the phrase is in (to find it again when the doc changed since). */
  sentence: z.string(),
  /** Offsets of the anchor in the doc's plain text (TipTap getText with blank lines between blocks). */
  text_start: z.number().int().min(0),
  text_end: z.number().int().min(0),
  target: ZLinkTarget,
  /** Plain words: which terms the phrase and its sentence share with the target. */
  reason: z.string(),
  /** 0–100: how well the phrase names the target and the sentence is about it (by words, or by meaning with embeddings). */
  score: z.number().int().min(0).max(100),
});
export type TLinkSuggestion = z.infer<typeof ZLinkSuggestion>;

/** The suggestions with the numbers behind them, so the page can say why there are few or none. */
export const ZLinkSuggestionsResponse = z.object({
  suggestions: z.array(ZLinkSuggestion),
  word_count: z.number().int().min(0),
  /** Links the text may carry at most (the cap per 1,000 words), counting the links already in it. */
  link_cap: z.number().int().min(0),
  existing_links: z.number().int().min(0),
  /** Docs and pages that were compared (after the caps). */
  targets_considered: z.number().int().min(0),
  /** What limited the work ("Only the 200 most recent docs were compared.", "Links were ranked by their words only this time: …"). */
  notices: z.array(z.string()),
});
export type TLinkSuggestionsResponse = z.infer<typeof ZLinkSuggestionsResponse>;

/** GET /api/optimizer/interlinking/suggestions?blog_id&team_id: suggestions for a stored doc. */
export const ZDocSuggestionsQuery = z.object({ blog_id: ZId, team_id: ZTeamId });
export type TDocSuggestionsQuery = z.infer<typeof ZDocSuggestionsQuery>;

/** POST /api/optimizer/interlinking/suggestions: suggestions for a pasted text, against a project's docs and pages. */
export const ZTextSuggestionsInput = z.object({
  text: z
    .string()
    .max(INTERLINK_TEXT_MAX, `The text is too long: at most ${INTERLINK_TEXT_MAX.toLocaleString('en-US')} characters.`)
    .refine((text) => text.trim().length > 0, 'Paste some text to find links for.'),
  /** The project whose docs and pages are the targets (the active project). */
  project_id: ZId,
  /** Spec §3 language name of the text (default English). */
  language: z.string().max(50).nullish(),
  team_id: ZTeamId,
});
export type TTextSuggestionsInput = z.infer<typeof ZTextSuggestionsInput>;

/**
 * POST /api/optimizer/interlinking/rejections: "don't suggest this again" for a doc, by the
 * suggestion's id, or by its target (a doc by id, a page by URL) and anchor.
 */
export const ZLinkRejectionInput = z
  .object({
    blog_id: ZId,
    suggestion_id: ZId.optional(),
    target: ZLinkTarget.pick({ kind: true, id: true, url: true }).extend({ id: ZId, url: z.string().max(2_000) }).optional(),
    anchor: z.string().trim().min(1).max(300).optional(),
    team_id: ZTeamId,
  })
  .refine((input) => input.suggestion_id || (input.target && input.anchor), {
    message: 'Say which suggestion to reject: its suggestion_id, or its target and anchor.',
  });
export type TLinkRejectionInput = z.infer<typeof ZLinkRejectionInput>;

export const ZLinkRejectionResponse = z.object({ rejected: z.literal(true), suggestion_id: z.string() });
export type TLinkRejectionResponse = z.infer<typeof ZLinkRejectionResponse>;

/** GET /api/optimizer/interlinking/orphans?project_id&team_id: the writer's pages that no doc of theirs links to. */
export const ZOrphansQuery = z.object({ project_id: ZId, team_id: ZTeamId });
export type TOrphansQuery = z.infer<typeof ZOrphansQuery>;

export const ZOrphanPage = z.object({ url: z.string(), title: z.string(), asset_id: z.string() });
export type TOrphanPage = z.infer<typeof ZOrphanPage>;

export const ZOrphansResponse = z.object({
  pages: z.array(ZOrphanPage),
  /** Pages of URL and domain assets looked at, and docs whose links were read. */
  pages_considered: z.number().int().min(0),
  docs_considered: z.number().int().min(0),
  notices: z.array(z.string()),
});
export type TOrphansResponse = z.infer<typeof ZOrphansResponse>;
