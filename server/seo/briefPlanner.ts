import type { TBriefPage } from '@core/api/seo';
import type { TSeoBriefRow } from '../db/schema/seoBriefs';
import type { Db } from '../db/database';
import type { TWebSearch } from '../search';
import { assetPagesFor } from './assetPages';
import { searchLocaleOf } from './searchLocale';

/** Search results read per brief (the top 10), pasted pages, and own asset pages at most. */
export const MAX_SEARCH_PAGES = 10;
export const MAX_PASTED_PAGES = 10;
export const MAX_ASSET_PAGES = 10;

const FROM_OWN_PAGES = "so this brief was built from the pages you added and your project's URL and domain assets about the keyword";
export const NO_SEARCH_NOTICE = `No web search is configured on this installation, ${FROM_OWN_PAGES}.`;
export const searchFailedNotice = (reason: string) => `The web search did not answer (${reason}), ${FROM_OWN_PAGES}.`;
export const NO_ASSET_PAGES_NOTICE = "None of your project's URL or domain assets is about this keyword.";

/** The pages a brief will read, with the provider's related questions and what to tell the writer. */
export type TBriefPlan = {
  pages: TBriefPage[];
  related: string[];
  notices: string[];
  /** Asset pages are read already (their stored text). */
  assetTexts: Map<string, string>;
};

const pageOf = (url: string, title: string, origin: TBriefPage['origin'], rank: number | null): TBriefPage => ({
  url,
  title,
  rank,
  origin,
  status: 'waiting',
  error: null,
  word_count: 0,
  headings: [],
});

/** An address as pages are told apart: without its #fragment; null when it is not http(s). */
function pageAddress(raw: string): string | null {
  try {
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    url.hash = '';
    return url.toString();
  } catch {
    return null;
  }
}

function searchFailureReason(error: unknown, signal: AbortSignal): string {
  if (signal.aborted) return 'it took too long';
  const message = error instanceof Error ? error.message : '';
  return message || 'it failed';
}

/**
 * Which pages a brief reads: the top 10 web results for the keyword (in the brief's language and
 * market), then the pages the writer pasted. With no search provider, or one that fails or times
 * out, the project's URL and domain assets about the keyword stand in for the results, and a
 * notice says so.
 */
export async function planBriefPages(
  deps: { db: Db; webSearch: TWebSearch | null; searchTimeoutMs: number },
  brief: Pick<TSeoBriefRow, 'keyword' | 'language' | 'country' | 'urls' | 'projectId'>,
  signal: AbortSignal,
): Promise<TBriefPlan> {
  const pages: TBriefPage[] = [];
  const seen = new Set<string>();
  const add = (raw: string, title: string, origin: TBriefPage['origin'], rank: number | null) => {
    const url = pageAddress(raw);
    if (!url || seen.has(url)) return false;
    seen.add(url);
    pages.push(pageOf(url, title, origin, rank));
    return true;
  };
  const plan: TBriefPlan = { pages, related: [], notices: [], assetTexts: new Map() };
  let ownPages = !deps.webSearch;
  if (deps.webSearch) {
    const searchSignal = AbortSignal.any([signal, AbortSignal.timeout(deps.searchTimeoutMs)]);
    try {
      const answer = await deps.webSearch.searchWithRelated(brief.keyword, { limit: MAX_SEARCH_PAGES, signal: searchSignal, ...searchLocaleOf(brief.language, brief.country) });
      answer.results.slice(0, MAX_SEARCH_PAGES).forEach((result, index) => add(result.url, result.title, 'search', index + 1));
      plan.related = answer.related.slice(0, 20);
    } catch (error) {
      signal.throwIfAborted();
      ownPages = true;
      plan.notices.push(searchFailedNotice(searchFailureReason(error, searchSignal)));
    }
  } else {
    plan.notices.push(NO_SEARCH_NOTICE);
  }
  for (const url of brief.urls.slice(0, MAX_PASTED_PAGES)) {
    if (add(url, url, 'pasted', null) || pageAddress(url)) continue;
    // A pasted address that is not a web page is listed with why, not dropped without a word.
    pages.push({ ...pageOf(url.slice(0, 2_000), url.slice(0, 200), 'pasted', null), status: 'failed', error: 'Only http:// and https:// addresses can be read.' });
  }
  if (ownPages) {
    const own = brief.projectId ? await assetPagesFor(deps.db, brief.projectId, brief.keyword, MAX_ASSET_PAGES) : [];
    for (const page of own) {
      if (!add(page.url, page.title, 'asset', null)) continue;
      Object.assign(pages.at(-1)!, { status: 'read', word_count: page.wordCount, headings: page.headings });
      plan.assetTexts.set(pages.at(-1)!.url, page.text);
    }
    if (!own.length) plan.notices.push(NO_ASSET_PAGES_NOTICE);
  }
  return plan;
}
