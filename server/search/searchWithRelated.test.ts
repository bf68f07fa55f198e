import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSearch, type TFakeSearch } from '../test/fakeProviders/searxng';
import { createBraveSearch } from './brave';
import { createSearxngSearch } from './searxng';

let fake: TFakeSearch;
beforeAll(async () => {
  fake = await startFakeSearch();
});
afterAll(() => fake.close());

const results = [{ title: 'Soil', url: 'https://soil.test/', snippet: 'All about soil' }];

describe('search with related questions (SEO briefs)', () => {
  it('SearXNG: sends the locale and returns its suggestions as related', async () => {
    fake.answer({ results, related: ['how to test soil', 'is clay soil bad?'] });
    const answer = await createSearxngSearch(fake.url).searchWithRelated('garden soil', { limit: 10, language: 'en', country: 'GB' });
    expect(answer).toEqual({ results: [{ title: 'Soil', url: 'https://soil.test/', snippet: 'All about soil' }], related: ['how to test soil', 'is clay soil bad?'] });
    expect(fake.queries.at(-1)).toMatchObject({ q: 'garden soil', language: 'en-GB' });
  });

  it('Brave: sends search_lang and country and returns its FAQ questions', async () => {
    fake.answer({ results, related: ['What is loam?'] });
    const answer = await createBraveSearch('k', `${fake.url}/res/v1/web/search`).searchWithRelated('garden soil', { limit: 10, language: 'de', country: 'AT' });
    expect(answer.related).toEqual(['What is loam?']);
    expect(fake.queries.at(-1)).toMatchObject({ language: 'de', country: 'AT' });
  });

  it('an answer without suggestions has no related questions, and a slow provider can be given up on', async () => {
    fake.answer({ results, delayMs: 2_000 });
    await expect(createSearxngSearch(fake.url).searchWithRelated('x', { limit: 3, signal: AbortSignal.timeout(100) })).rejects.toThrow();
    fake.answer(results);
    expect((await createSearxngSearch(fake.url).searchWithRelated('x', { limit: 3 })).related).toEqual([]);
  });
});
