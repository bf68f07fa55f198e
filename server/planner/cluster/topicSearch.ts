import type { TTopicSearch } from '@core/planner/clusterFromSearch';
import type { TWebSearch } from '../../search/webSearch';

/** Results and related searches a plan reads, and how long the search may take. */
const SEARCH_RESULTS = 10;
const RELATED = 20;
const SEARCH_TIMEOUT_MS = 10_000;

/** What the search gave: what it found (null: no search configured, or it failed), and a notice when it failed. */
export type TTopicSearchOutcome = { found: TTopicSearch | null; failed: boolean };

/**
 * Searches the web for the topic when a search provider is configured (SearXNG or Brave): the top
 * results' titles and the provider's related searches. A failing or slow provider leaves the plan
 * to the topic alone; the person leaving stops it.
 */
export async function searchTopic(search: TWebSearch | null, topic: string, signal: AbortSignal): Promise<TTopicSearchOutcome> {
  if (!search) return { found: null, failed: false };
  try {
    const answer = await search.searchWithRelated(topic, { limit: SEARCH_RESULTS, signal: AbortSignal.any([signal, AbortSignal.timeout(SEARCH_TIMEOUT_MS)]) });
    return {
      found: { titles: answer.results.slice(0, SEARCH_RESULTS).map((result) => result.title).filter(Boolean), related: answer.related.slice(0, RELATED) },
      failed: false,
    };
  } catch {
    signal.throwIfAborted();
    return { found: null, failed: true };
  }
}
