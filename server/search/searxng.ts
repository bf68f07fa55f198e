import { z } from 'zod';
import { plainSnippet, readSearchJson, WebSearchError, type TWebSearch, type TWebSearchAnswer, type TWebSearchOptions } from './webSearch';

const ZSearxngAnswer = z.object({
  results: z.array(z.object({ title: z.string().default(''), url: z.string(), content: z.string().nullish() })).default([]),
  /** Related searches some engines give (people-also-ask style questions among them). */
  suggestions: z.array(z.unknown()).default([]),
});

/** SearXNG's JSON API (GET /search?q&format=json; the instance must allow the json format). */
export function createSearxngSearch(baseUrl: string): TWebSearch {
  const searchWithRelated = async (query: string, { limit, signal, language, country }: TWebSearchOptions): Promise<TWebSearchAnswer> => {
    const url = new URL('search', baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
    url.searchParams.set('q', query);
    url.searchParams.set('format', 'json');
    // SearXNG takes a locale ("en-US") or a bare language ("en").
    if (language) url.searchParams.set('language', country ? `${language}-${country}` : language);
    const response = await fetch(url, { signal, headers: { accept: 'application/json' } });
    const parsed = ZSearxngAnswer.safeParse(await readSearchJson(response, 'SearXNG'));
    if (!parsed.success) throw new WebSearchError('SearXNG answered an unexpected shape');
    return {
      results: parsed.data.results.slice(0, limit).map((result) => ({ title: result.title || result.url, url: result.url, snippet: plainSnippet(result.content) })),
      related: parsed.data.suggestions.filter((entry): entry is string => typeof entry === 'string').map((entry) => plainSnippet(entry, 200)).filter(Boolean),
    };
  };
  return {
    name: 'searxng',
    search: async (query, options) => (await searchWithRelated(query, options)).results,
    searchWithRelated,
  };
}
