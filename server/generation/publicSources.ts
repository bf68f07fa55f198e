import type { TPassage } from '@core/api/citations';
import { searchWeb } from '../ai/factgpt/sources';
import {
  PUBLIC_WEB_SEARCH_FAILED_NOTICE,
  publicNoModelNotice,
  publicNoResultsNotice,
  publicNoWebSearchNotice,
  type TPublicCapabilities,
} from '../ai/offline/publicNotices';
import type { TWebSearch } from '../search';

/** What a visitor's answer is grounded on, or the notice that replaces an answer this installation cannot give. */
export type TVisitorSources = { passages: TPassage[]; notice: null } | { passages: []; notice: string };

const noticeOf = (notice: string): TVisitorSources => ({ passages: [], notice });

/**
 * The public tool's sources: none in instruct mode, web results in serp mode. A visitor has no
 * assets, so where a member's serp question falls back on their own files (no web search, or it
 * failed), a visitor's gets a notice saying what they can do instead, and so does one the installation
 * cannot answer at all (instruct with no model, a search that found nothing).
 */
export async function visitorSources(
  webSearch: TWebSearch | null,
  input: { mode: 'instruct' | 'serp'; query: string; modelConnected: boolean; signal: AbortSignal },
): Promise<TVisitorSources> {
  const can: TPublicCapabilities = { model: input.modelConnected, webSearch: webSearch !== null };
  if (input.mode === 'instruct') return can.model ? { passages: [], notice: null } : noticeOf(publicNoModelNotice(can));
  if (!webSearch) return noticeOf(publicNoWebSearchNotice(can));
  let passages: TPassage[];
  try {
    passages = await searchWeb(webSearch, input.query, input.signal);
  } catch (error) {
    if (input.signal.aborted) throw error; // the visitor left: nothing to tell them
    return noticeOf(PUBLIC_WEB_SEARCH_FAILED_NOTICE);
  }
  return passages.length ? { passages, notice: null } : noticeOf(publicNoResultsNotice(can));
}
