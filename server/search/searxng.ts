import { z } from 'zod';
import { plainSnippet, readSearchJson, WebSearchError, type TWebSearch } from './webSearch';

const ZSearxngAnswer = z.object({
  results: z.array(z.object({ title: z.string().default(''), url: z.string(), content: z.string().nullish() })).default([]),
});

/** SearXNG's JSON API (GET /search?q&format=json; the instance must allow the json format). */
export function createSearxngSearch(baseUrl: string): TWebSearch {
  return {
    name: 'searxng',
    async search(query, { limit, signal }) {
      const url = new URL('search', baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
      url.searchParams.set('q', query);
      url.searchParams.set('format', 'json');
      const response = await fetch(url, { signal, headers: { accept: 'application/json' } });
      const parsed = ZSearxngAnswer.safeParse(await readSearchJson(response, 'SearXNG'));
      if (!parsed.success) throw new WebSearchError('SearXNG answered an unexpected shape');
      return parsed.data.results.slice(0, limit).map((result) => ({ title: result.title || result.url, url: result.url, snippet: plainSnippet(result.content) }));
    },
  };
}
