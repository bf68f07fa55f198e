import { z } from 'zod';
import { plainSnippet, readSearchJson, WebSearchError, type TWebSearch } from './webSearch';

const ZBraveAnswer = z.object({
  web: z
    .object({ results: z.array(z.object({ title: z.string().default(''), url: z.string(), description: z.string().nullish() })).default([]) })
    .default({ results: [] }),
});

/** Brave Search API (GET …/res/v1/web/search?q&count with the X-Subscription-Token header). */
export function createBraveSearch(apiKey: string, endpoint: string): TWebSearch {
  return {
    name: 'brave',
    async search(query, { limit, signal }) {
      const url = new URL(endpoint);
      url.searchParams.set('q', query);
      url.searchParams.set('count', String(Math.min(limit, 20)));
      const response = await fetch(url, { signal, headers: { accept: 'application/json', 'x-subscription-token': apiKey } });
      const parsed = ZBraveAnswer.safeParse(await readSearchJson(response, 'Brave Search'));
      if (!parsed.success) throw new WebSearchError('Brave Search answered an unexpected shape');
      return parsed.data.web.results.slice(0, limit).map((result) => ({ title: result.title || result.url, url: result.url, snippet: plainSnippet(result.description) }));
    },
  };
}
