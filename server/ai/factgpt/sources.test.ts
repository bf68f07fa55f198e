import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSearxngSearch } from '../../search/searxng';
import { startFakeSearch, type TFakeSearch } from '../../test/fakeProviders/searxng';
import { searchWeb } from './sources';

let fake: TFakeSearch;
beforeAll(async () => {
  fake = await startFakeSearch();
});
afterAll(() => fake.close());

describe('searchWeb', () => {
  it('keeps only the results about the question, numbered in the search’s order', async () => {
    fake.answer([
      { title: 'Lighthouse history', url: 'https://lights.test/history', snippet: 'The first lighthouse keepers burned wood and coal more than a century ago.' },
      { title: 'Tide tables explained', url: 'https://tides.test/tables', snippet: 'Spring tides happen twice a month, at the new and the full moon.' },
      { title: 'Neap tides', url: 'https://tides.test/neap', snippet: 'Neap tides follow a week after spring tides.' },
    ]);
    const passages = await searchWeb(createSearxngSearch(fake.url), 'When do spring tides happen, more than once a month?', AbortSignal.timeout(5_000));
    expect(passages.map((passage) => [passage.n, passage.title])).toEqual([
      [1, 'Tide tables explained'],
      [2, 'Neap tides'],
    ]);
  });

  it('answers none when no result is about the question', async () => {
    fake.answer([{ title: 'Lighthouse history', url: 'https://lights.test/history', snippet: 'The first keepers burned wood and coal.' }]);
    expect(await searchWeb(createSearxngSearch(fake.url), 'What is the capital of Australia?', AbortSignal.timeout(5_000))).toEqual([]);
  });
});
