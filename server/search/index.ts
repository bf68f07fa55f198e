import type { TEnv } from '../env';
import { createBraveSearch } from './brave';
import { createSearxngSearch } from './searxng';
import type { TWebSearch } from './webSearch';

/** The configured web search (SearXNG first, then Brave), or null: serp mode then searches the user's own assets. */
export function createWebSearch(env: Pick<TEnv, 'SEARXNG_URL' | 'BRAVE_SEARCH_API_KEY' | 'BRAVE_SEARCH_URL'>): TWebSearch | null {
  if (env.SEARXNG_URL) return createSearxngSearch(env.SEARXNG_URL);
  if (env.BRAVE_SEARCH_API_KEY) return createBraveSearch(env.BRAVE_SEARCH_API_KEY, env.BRAVE_SEARCH_URL);
  return null;
}

export type { TWebResult, TWebSearch, TWebSearchAnswer, TWebSearchOptions } from './webSearch';
