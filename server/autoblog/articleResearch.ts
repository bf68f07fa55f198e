import type { TPassage } from '@core/api/citations';
import type { TAutoblogSettings } from '@core/api/autoblog';
import type { Db } from '../db/database';
import { searchAnswerPassages } from '../retrieval/answerPassages';
import type { TWebSearch } from '../search';
import { searchLocaleOf } from '../seo/searchLocale';

/** What an article is written from: the search's headlines and questions, and the passages it may cite. */
export type TResearch = { headlines: string[]; questions: string[]; passages: TPassage[]; notices: string[] };

/** Asset passages and web results an article may cite. */
const ASSET_PASSAGES = 8;
const WEB_PASSAGES = 5;
const SEARCH_TIMEOUT_MS = 15_000;

export type TResearchScope = { projectId: string | null; assetIds: string[] | null; settings: TAutoblogSettings; search: TWebSearch | null };

/**
 * Researches a keyword: in serp mode the web search's top results (their titles, and their snippets
 * as citable passages with their addresses) and related questions; in every mode the project's
 * (selected) assets through the answer-passage search, whose passages are exact stored chunk text.
 * Without a search provider, or when it fails, the research comes from the assets and says so.
 */
export async function researchKeyword(db: Db, scope: TResearchScope, keyword: string, signal: AbortSignal): Promise<TResearch> {
  const notices: string[] = [];
  let headlines: string[] = [];
  let questions: string[] = [];
  let web: TPassage[] = [];
  if (scope.settings.mode === 'serp' && !scope.search) notices.push('No web search is configured (SEARXNG_URL or BRAVE_SEARCH_API_KEY), so the research comes from the assets only.');
  if (scope.settings.mode === 'serp' && scope.search) {
    try {
      const answer = await scope.search.searchWithRelated(keyword, { limit: 10, signal: AbortSignal.any([signal, AbortSignal.timeout(SEARCH_TIMEOUT_MS)]), ...searchLocaleOf(scope.settings.language, scope.settings.country) });
      headlines = answer.results.map((result) => result.title).filter(Boolean).slice(0, 10);
      questions = answer.related.slice(0, 10);
      web = answer.results
        .filter((result) => result.snippet.trim())
        .slice(0, WEB_PASSAGES)
        .map((result) => ({ n: 0, asset_id: null, kind: 'web' as const, title: result.title || result.url, url: result.url, location: null, text: result.snippet }));
    } catch {
      signal.throwIfAborted();
      notices.push('The web search failed, so the research comes from the assets only.');
    }
  }
  const assets = scope.projectId ? (await searchAnswerPassages(db, scope.projectId, keyword, { assetIds: scope.assetIds ?? undefined, limit: ASSET_PASSAGES })).passages : [];
  if (!assets.length) notices.push('No passage of the assets is about this keyword.');
  const passages = [...assets, ...web].map((passage, index) => ({ ...passage, n: index + 1 }));
  return { headlines, questions, passages, notices };
}
