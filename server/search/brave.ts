import { z } from 'zod';
import { plainSnippet, readSearchJson, WebSearchError, type TWebSearch, type TWebSearchAnswer, type TWebSearchOptions } from './webSearch';

const ZBraveAnswer = z.object({
  web: z
    .object({ results: z.array(z.object({ title: z.string().default(''), url: z.string(), description: z.string().nullish() })).default([]) })
    .default({ results: [] }),
  /** Questions and answers Brave found for the query (people-also-ask). */
  faq: z.object({ results: z.array(z.object({ question: z.string() })).default([]) }).nullish(),
});

/** Brave Search API (GET …/res/v1/web/search?q&count with the X-Subscription-Token header). */
export function createBraveSearch(apiKey: string, endpoint: string): TWebSearch {
  const searchWithRelated = async (query: string, { limit, signal, language, country }: TWebSearchOptions): Promise<TWebSearchAnswer> => {
    const url = new URL(endpoint);
    url.searchParams.set('q', query);
    url.searchParams.set('count', String(Math.min(limit, 20)));
    if (language) url.searchParams.set('search_lang', language);
    if (country) url.searchParams.set('country', country);
    const response = await fetch(url, { signal, headers: { accept: 'application/json', 'x-subscription-token': apiKey } });
    const parsed = ZBraveAnswer.safeParse(await readSearchJson(response, 'Brave Search'));
    if (!parsed.success) throw new WebSearchError('Brave Search answered an unexpected shape');
    return {
      results: parsed.data.web.results.slice(0, limit).map((result) => ({ title: result.title || result.url, url: result.url, snippet: plainSnippet(result.description) })),
      related: (parsed.data.faq?.results ?? []).map((entry) => plainSnippet(entry.question, 200)).filter(Boolean),
    };
  };
  return {
    name: 'brave',
    search: async (query, options) => (await searchWithRelated(query, options)).results,
    searchWithRelated,
  };
}
