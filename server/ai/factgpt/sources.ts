import { answerPassages } from '@core/analysis/aboutSubject';
import { subjectsOf } from '@core/analysis/subjects';
import type { TSearchObj } from '@core/api/chat';
import type { TPassage } from '@core/api/citations';
import type { TGenerationMode } from '@core/plans/access';
import type { Db } from '../../db/database';
import { searchAnswerPassages } from '../../retrieval/answerPassages';
import type { TWebSearch } from '../../search';

const PASSAGES = 8;

/** What an answer is grounded on, and a line to show first when the sources are not what was asked for. */
export type TGatheredSources = { passages: TPassage[]; note: string | null };

/** Serp mode on an installation with no search provider: what happened, in the person's words (the README tells administrators what to set). */
export const NO_WEB_SEARCH_NOTE = "No web search is configured on this installation, so this answer searched your project's assets instead.";
export const WEB_SEARCH_FAILED_NOTE = "The web search did not answer, so this answer searched your project's assets instead.";

const ids = (refs: readonly { asset_id: string }[]) => (refs.length ? refs.map((ref) => ref.asset_id) : undefined);

/**
 * Web results as passages (kind web), keeping only the results about the question by the same
 * decision as the project's own passages (core/analysis passagesAbout), numbered in the search's order.
 */
export async function searchWeb(search: TWebSearch, query: string, signal: AbortSignal): Promise<TPassage[]> {
  const results = await search.search(query, { limit: PASSAGES, signal });
  const passages = results.map((result) => ({ n: 0, asset_id: null, kind: 'web' as const, title: result.title, url: result.url, location: null, text: result.snippet }));
  const subjects = subjectsOf(query);
  const about = answerPassages(subjects, subjects.map(() => passages), PASSAGES, (passage) => passage.url);
  return passages.filter((passage) => about.includes(passage)).map((passage, index) => ({ ...passage, n: index + 1 }));
}

/**
 * The passages a FactGPT answer may cite, by mode: the selected (or else all) files, URLs or
 * domains of the project; for serp the web search, or the project's own assets when none is
 * configured or it fails (and the answer says so). Instruct mode has none. Only passages about
 * the question come back (server/retrieval/answerPassages.ts), for each subject it asks about.
 */
export async function gatherSources(
  deps: { db: Db; webSearch: TWebSearch | null },
  input: { mode: TGenerationMode; projectId: string | null; query: string; searchObj: TSearchObj; signal: AbortSignal },
): Promise<TGatheredSources> {
  const { mode, projectId, query, searchObj } = input;
  const own = async (options: Parameters<typeof searchAnswerPassages>[3]) =>
    projectId ? (await searchAnswerPassages(deps.db, projectId, query, { limit: PASSAGES, ...options })).passages : [];
  if (mode === 'instruct') return { passages: [], note: null };
  if (mode === 'file') return { passages: await own({ kinds: ['file'], assetIds: ids(searchObj.filename) }), note: null };
  if (mode === 'url') return { passages: await own({ kinds: ['url'], assetIds: ids(searchObj.url) }), note: null };
  if (mode === 'domain') return { passages: await own({ kinds: ['domain'], assetIds: ids(searchObj.domain) }), note: null };
  if (!deps.webSearch) return { passages: await own({}), note: NO_WEB_SEARCH_NOTE };
  try {
    return { passages: await searchWeb(deps.webSearch, query, input.signal), note: null };
  } catch {
    return { passages: await own({}), note: WEB_SEARCH_FAILED_NOTE };
  }
}
