import { describe, expect, it } from 'vitest';
import { snippetProblems } from './snippetChecks';

const META = 'Learn how to start home compost in a small garden: what to put in the bin, how often to turn it, and when the compost is ready to use.';

describe('snippetProblems', () => {
  it('passes a title and meta that hold the keyword at search-result lengths', () => {
    expect(snippetProblems({ keyword: 'home compost', title: 'Home Compost for Small Gardens', meta: META, language: 'English-US' })).toEqual([]);
  });

  it('matches the keyword by its stemmed words, in any order', () => {
    expect(snippetProblems({ keyword: 'composting at home', title: 'How to compost at home', meta: META.replace('home compost', 'composting at home'), language: 'English-US' })).toEqual([]);
  });

  it('names each problem', () => {
    expect(snippetProblems({ keyword: 'rain barrel', title: 'A very long title about collecting water from your roof for the garden all year', meta: 'Short.' })).toEqual([
      'title_missing_keyword',
      'title_too_long',
      'meta_missing_keyword',
      'meta_too_short',
    ]);
    expect(snippetProblems({ keyword: 'home compost', title: 'Home compost', meta: `${META} ${META}` })).toEqual(['meta_too_long']);
  });
});
