import type { TPassage } from '@core/api/citations';
import type { TAutoblogSettings } from '@core/api/autoblog';
import { researchPassages } from '@core/workflows/researchContext';
import type { Db } from '../db/database';
import { searchAnswerPassages } from '../retrieval/answerPassages';
import type { TWebSearch } from '../search';
import type { TPageReaderDeps } from '../seo/pageReader';
import { researchTopic } from '../workflows/research/researchTopic';

/** What an article is written from: the search's headlines and questions, and the passages it may cite. */
export type TResearch = { headlines: string[]; questions: string[]; passages: TPassage[]; notices: string[] };

/** Asset passages an article may cite outside serp mode. */
const ASSET_PASSAGES = 8;

export type TResearchScope = { projectId: string | null; assetIds: string[] | null; settings: TAutoblogSettings; search: TWebSearch | null; pages: TPageReaderDeps | null };

/**
 * Researches a keyword. In serp mode, as the step-by-step workflow does (workflows/research): the
 * top results read as pages, their questions, and fact passages that are exact spans of the pages
 * as read and of the assets' stored chunks — a search snippet is never cited. Without a search
 * provider (or when it fails) the research comes from the assets and says so. In instruct and
 * domain mode, the project's (selected) assets through the answer-passage search.
 */
export async function researchKeyword(db: Db, scope: TResearchScope, keyword: string, signal: AbortSignal): Promise<TResearch> {
  if (scope.settings.mode === 'serp' && scope.pages) {
    const found = await researchTopic(
      { db, search: scope.search, pages: scope.pages },
      { topic: keyword, country: scope.settings.country, language: scope.settings.language, quora: false, reddit: false, customSources: [], projectId: scope.projectId, assetIds: scope.assetIds ?? [] },
      async () => undefined,
      signal,
    );
    return {
      headlines: found.serp_headlines.map((headline) => headline.title),
      questions: found.questions.map((question) => question.text).slice(0, 10),
      passages: researchPassages(found),
      notices: found.notices,
    };
  }
  const assets = scope.projectId ? (await searchAnswerPassages(db, scope.projectId, keyword, { assetIds: scope.assetIds ?? undefined, limit: ASSET_PASSAGES })).passages : [];
  const notices = assets.length ? [] : ['No passage of the assets is about this keyword.'];
  return { headlines: [], questions: [], passages: assets.map((passage, index) => ({ ...passage, n: index + 1 })), notices };
}
