import type { TSearchObj } from '@core/api/chat';
import type { TPassage } from '@core/api/citations';
import type { TGenerationMode } from '@core/plans/access';
import type { Db } from '../../db/database';
import { searchPassages } from '../../retrieval/search';
import type { TWebSearch } from '../../search';

const PASSAGES = 8;

/** What an answer is grounded on, and a line to show first when the sources are not what was asked for. */
export type TGatheredSources = { passages: TPassage[]; note: string | null };

export const NO_WEB_SEARCH_NOTE =
  'No web search is configured on this server (SEARXNG_URL or BRAVE_SEARCH_API_KEY), so this answer searched your own assets instead.';
export const WEB_SEARCH_FAILED_NOTE = 'The web search did not answer, so this answer searched your own assets instead.';

const ids = (refs: readonly { asset_id: string }[]) => (refs.length ? refs.map((ref) => ref.asset_id) : undefined);

/** Web results as passages: kind web, numbered in the search's order. */
export async function searchWeb(search: TWebSearch, query: string, signal: AbortSignal): Promise<TPassage[]> {
  const results = await search.search(query, { limit: PASSAGES, signal });
  return results.map((result, index) => ({ n: index + 1, asset_id: null, kind: 'web' as const, title: result.title, url: result.url, location: null, text: result.snippet }));
}

/**
 * The passages a FactGPT answer may cite, by mode: the selected (or else all) files, URLs or
 * domains of the project; for serp the web search, or the project's own assets when none is
 * configured or it fails (and the answer says so). Instruct mode has none.
 */
export async function gatherSources(
  deps: { db: Db; webSearch: TWebSearch | null },
  input: { mode: TGenerationMode; projectId: string | null; query: string; searchObj: TSearchObj; signal: AbortSignal },
): Promise<TGatheredSources> {
  const { mode, projectId, query, searchObj } = input;
  const own = (options: Parameters<typeof searchPassages>[3]) => (projectId ? searchPassages(deps.db, projectId, query, { limit: PASSAGES, ...options }) : Promise.resolve([]));
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
