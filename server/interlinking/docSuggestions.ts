import { languageCodeOf } from '@core/analysis/language';
import { languageTools, planLinks, rankLinks, type TDocOutline, type TSuggestLinksInput, type TSuggestLinksResult } from '@core/analysis/interlinking';
import { INTERLINK_TEXT_MAX, type TLinkSuggestionsResponse } from '@core/api/interlinking';
import type { TSessionUser } from '../auth/sessionUser';
import type { Db } from '../db/database';
import type { TBlogRow } from '../db/schema/blogs';
import { sanitizeBlogHtml } from '../exports/sanitizeBlogHtml';
import { blogOutline } from './blogOutline';
import { linkSimilarity, type TLinkMeaning } from './linkMeaning';
import { rejectedSuggestionIds } from './linkRejections';
import { scopeOfBlog, scopeOfRequest } from './linkScope';
import { loadLinkTargets } from './linkTargetsLoader';

/** A text past the cap is read up to it: links are suggested in its first 200,000 characters. */
function capped(outline: TDocOutline): { outline: TDocOutline; notice: string | null } {
  if (outline.text.length <= INTERLINK_TEXT_MAX) return { outline, notice: null };
  const keep = <T extends { start: number }>(ranges: T[]) => ranges.filter((range) => range.start < INTERLINK_TEXT_MAX);
  return {
    outline: { text: outline.text.slice(0, INTERLINK_TEXT_MAX), headings: keep(outline.headings), links: keep(outline.links) },
    notice: `The doc is long: links were looked for in its first ${INTERLINK_TEXT_MAX.toLocaleString('en-US')} characters.`,
  };
}

/** Ranks by words, and by meaning too when the installation has an embedding model and it answers. */
async function rankedSuggestions(input: TSuggestLinksInput, meaning: TLinkMeaning | null): Promise<{ result: TSuggestLinksResult; notices: string[] }> {
  const plan = planLinks(input);
  const { similarity, notices } = await linkSimilarity(plan, meaning);
  return { result: rankLinks(plan, similarity), notices };
}

/**
 * Link suggestions for a stored doc the person may read: against the other docs of its project
 * (in its team, or their own) and the project's site pages, without those the doc's readers rejected.
 */
export async function docSuggestions(db: Db, user: TSessionUser, blog: TBlogRow, meaning: TLinkMeaning | null): Promise<TLinkSuggestionsResponse> {
  const { outline, notice } = capped(blogOutline(blog));
  const [{ targets, notices }, rejected] = await Promise.all([loadLinkTargets(db, user, scopeOfBlog(user, blog), blog.id), rejectedSuggestionIds(db, blog.id)]);
  const tools = languageTools(languageCodeOf(blog.metaData.language));
  const ranked = await rankedSuggestions({ docKey: blog.id, outline, targets, tools, self: { docId: blog.id }, rejected }, meaning);
  return presentResult(ranked.result, targets.length, [...(notice ? [notice] : []), ...notices, ...ranked.notices]);
}

const LOOKS_LIKE_HTML = /<\/?(?:p|h[1-6]|a|div|li|ul|ol|br|strong|em|span|blockquote|table)\b[^>]*>/i;

/**
 * Link suggestions for a pasted text (nothing to remember rejections by). Pasted HTML is read as the
 * editor would read it, so its headings and links are known; offsets are then into that text.
 */
export async function textSuggestions(
  db: Db,
  user: TSessionUser,
  input: { text: string; projectId: string; teamId: string | null; language: string | null },
  meaning: TLinkMeaning | null,
): Promise<TLinkSuggestionsResponse> {
  const { targets, notices } = await loadLinkTargets(db, user, scopeOfRequest(user, input.projectId, input.teamId), null);
  const tools = languageTools(languageCodeOf(input.language ?? 'English-US'));
  const outline = LOOKS_LIKE_HTML.test(input.text) ? blogOutline({ ydoc: null, copyToSave: sanitizeBlogHtml(input.text) }) : { text: input.text, headings: [], links: [] };
  const ranked = await rankedSuggestions({ docKey: 'pasted-text', outline, targets, tools }, meaning);
  return presentResult(ranked.result, targets.length, [...notices, ...ranked.notices]);
}

function presentResult(result: TSuggestLinksResult, targetsConsidered: number, notices: string[]): TLinkSuggestionsResponse {
  return {
    suggestions: result.suggestions,
    word_count: result.wordCount,
    link_cap: result.linkCap,
    existing_links: result.existingLinks,
    targets_considered: targetsConsidered,
    notices,
  };
}
