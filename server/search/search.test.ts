import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSearch, type TFakeSearch } from '../test/fakeProviders/searxng';
import { createBraveSearch } from './brave';
import { createWebSearch } from './index';
import { createSearxngSearch } from './searxng';
import { WebSearchError } from './webSearch';

let fake: TFakeSearch;
beforeAll(async () => {
  fake = await startFakeSearch();
});
afterAll(() => fake.close());

const results = [
  { title: 'One', url: 'https://one.test', snippet: 'First <b>result</b>' },
  { title: 'Two', url: 'https://two.test', snippet: 'Second' },
  { title: 'Three', url: 'https://three.test', snippet: 'Third' },
];

describe('web search providers', () => {
  it('SearXNG: asks its JSON API and returns plain snippets up to the limit', async () => {
    fake.answer(results);
    const found = await createSearxngSearch(fake.url).search('seo basics', { limit: 2 });
    expect(found).toEqual([
      { title: 'One', url: 'https://one.test', snippet: 'First result' },
      { title: 'Two', url: 'https://two.test', snippet: 'Second' },
    ]);
    expect(fake.queries.at(-1)).toMatchObject({ path: '/search', q: 'seo basics', format: 'json' });
  });

  it('Brave: sends the subscription token and reads web.results', async () => {
    fake.answer(results);
    const found = await createBraveSearch('brave-key', `${fake.url}/res/v1/web/search`).search('seo basics', { limit: 3 });
    expect(found.map((result) => result.url)).toEqual(['https://one.test', 'https://two.test', 'https://three.test']);
    expect(fake.queries.at(-1)).toMatchObject({ path: '/res/v1/web/search', token: 'brave-key' });
  });

  it('a provider error is a WebSearchError', async () => {
    fake.answer(503);
    await expect(createSearxngSearch(fake.url).search('x', { limit: 3 })).rejects.toBeInstanceOf(WebSearchError);
  });

  it('is chosen by configuration: SearXNG, else Brave, else none', () => {
    const brave = 'https://api.search.brave.com/res/v1/web/search';
    expect(createWebSearch({ SEARXNG_URL: fake.url, BRAVE_SEARCH_API_KEY: 'k', BRAVE_SEARCH_URL: brave })?.name).toBe('searxng');
    expect(createWebSearch({ BRAVE_SEARCH_API_KEY: 'k', BRAVE_SEARCH_URL: brave })?.name).toBe('brave');
    expect(createWebSearch({ BRAVE_SEARCH_URL: brave })).toBeNull();
  });
});
