import { noModelNotice, type TNoticeReader } from '../../ai/noModelNotice';

const TASK = 'plan a topic cluster';

/** A model planned from the topic alone because the search failed. */
export const SEARCH_FAILED_NOTICE = 'The web search did not answer, so this plan comes from the topic alone.';

/** The offline engine's cluster: related searches and pattern headlines, said plainly. */
export function searchClusterNotice(reader: TNoticeReader): string {
  return `Planned without a language model: the supporting ideas are the web’s related searches and top results for your topic, their intent is read from their words, and the headlines are patterns. ${noModelNotice(TASK, reader)}`;
}

/** Nothing could be planned without a model: why, and what would make it work. */
export function cannotPlanNotice(reader: TNoticeReader, search: 'none' | 'failed' | 'empty'): string {
  const instead = {
    none: 'Without one, the planner can build a cluster from web search results, and no web search is configured (SEARXNG_URL or BRAVE_SEARCH_API_KEY).',
    failed: 'Without one, the planner builds a cluster from web search results, and the web search did not answer: try again in a moment.',
    empty: 'Without one, the planner builds a cluster from web search results, and the search found nothing to plan from for this topic.',
  }[search];
  return noModelNotice(TASK, reader, instead);
}
