import { languageCodeOf } from '@core/analysis/language';
import { languageTools, suggestLinks, type TDocOutline } from '@core/analysis/interlinking';
import { INTERLINK_TEXT_MAX, type TLinkSuggestionsResponse } from '@core/api/interlinking';
import type { TSessionUser } from '../auth/sessionUser';
import type { Db } from '../db/database';
import type { TBlogRow } from '../db/schema/blogs';
import { sanitizeBlogHtml } from '../exports/sanitizeBlogHtml';
import { blogOutline } from './blogOutline';
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

/**
 * Link suggestions for a stored doc the person may read: against the other docs of its project
 * (in its team, or their own) and the project's site pages, without those the doc's readers rejected.
 */
export async function docSuggestions(db: Db, user: TSessionUser, blog: TBlogRow): Promise<TLinkSuggestionsResponse> {
  const { outline, notice } = capped(blogOutline(blog));
  const [{ targets, notices }, rejected] = await Promise.all([loadLinkTargets(db, user, scopeOfBlog(user, blog), blog.id), rejectedSuggestionIds(db, blog.id)]);
  const tools = languageTools(languageCodeOf(blog.metaData.language));
  const result = suggestLinks({ docKey: blog.id, outline, targets, tools, self: { docId: blog.id }, rejected });
  return presentResult(result, targets.length, notice ? [notice, ...notices] : notices);
}

const LOOKS_LIKE_HTML = /<\/?(?:p|h[1-6]|a|div|li|ul|ol|br|strong|em|span|blockquote|table)\b[^>]*>/i;

/**
 * Link suggestions for a pasted text (nothing to remember rejections by). Pasted HTML is read as the
 * editor would read it, so its headings and links are known; offsets are then into that text.
 */
export async function textSuggestions(db: Db, user: TSessionUser, input: { text: string; projectId: string; teamId: string | null; language: string | null }): Promise<TLinkSuggestionsResponse> {
  const { targets, notices } = await loadLinkTargets(db, user, scopeOfRequest(user, input.projectId, input.teamId), null);
  const tools = languageTools(languageCodeOf(input.language ?? 'English-US'));
  const outline = LOOKS_LIKE_HTML.test(input.text) ? blogOutline({ ydoc: null, copyToSave: sanitizeBlogHtml(input.text) }) : { text: input.text, headings: [], links: [] };
  const result = suggestLinks({ docKey: 'pasted-text', outline, targets, tools });
  return presentResult(result, targets.length, notices);
}

function presentResult(result: ReturnType<typeof suggestLinks>, targetsConsidered: number, notices: string[]): TLinkSuggestionsResponse {
  return {
    suggestions: result.suggestions,
    word_count: result.wordCount,
    link_cap: result.linkCap,
    existing_links: result.existingLinks,
    targets_considered: targetsConsidered,
    notices,
  };
}
