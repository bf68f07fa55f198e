import { describe, expect, it } from 'vitest';
import { phraseCounts, termIndexOf } from './termIndex';
import { competitorTerms, minTermPages, percentile } from './terms';

// Three competitor pages (8, 10 and 8 words). Hand count, phrases split at each full stop:
//   soil:        2, 2, 2 uses → 250, 200, 250 per 1,000 words
//   compost:     1, 1, 1      → 125, 100, 125
//   garden soil: 2, 2, 0      → 250, 200
//   garden:      2, 2, 0 — always inside "garden soil" (same uses, same pages), so not listed
// Every other phrase is on one page only (3 pages need 2: minTermPages).
const corpus = [
  { text: 'Garden soil needs compost. Garden soil holds water.' },
  { text: 'Rich garden soil drains fast. Add compost to garden soil.' },
  { text: 'Compost feeds the soil. Mulch keeps soil moist.' },
];

describe('competitor terms', () => {
  it('keeps the phrases two or more pages share, with quartile uses scaled to the target length', () => {
    // Target 2,000 words: soil quartiles 225 and 250 per 1,000 → 450–500; compost 112.5 and 125 → 225–250;
    // garden soil (two pages: 200, 250) 212.5 and 237.5 → 425–475.
    expect(competitorTerms(corpus, 'en', 2_000)).toEqual([
      { key: 'soil', phrase: 'soil', words: 1, pages: 3, min: 450, max: 500, weight: 1 },
      { key: 'compost', phrase: 'compost', words: 1, pages: 3, min: 225, max: 250, weight: 1 },
      { key: 'garden soil', phrase: 'garden soil', words: 2, pages: 2, min: 425, max: 475, weight: 0.67 },
    ]);
  });

  it('scales to a short target and never recommends fewer than one use', () => {
    // Target 8 words: soil 1.8–2 → 2–2; compost 0.9–1 → 1–1; garden soil 1.7–1.9 → 2–2.
    expect(competitorTerms(corpus, 'en', 8).map(({ key, min, max }) => [key, min, max])).toEqual([
      ['soil', 2, 2],
      ['compost', 1, 1],
      ['garden soil', 2, 2],
    ]);
  });

  it('matches word forms by stem and shows the most used form', () => {
    const pages = [{ text: 'Raised beds drain well.' }, { text: 'Raised beds warm early. A raised bed helps.' }];
    const [term] = competitorTerms(pages, 'en', 1_000);
    expect(term).toMatchObject({ key: 'rais bed', phrase: 'raised beds', words: 2, pages: 2 });
  });

  it('drops stopword-only phrases and phrases that start or end on a stopword', () => {
    const pages = [{ text: 'The soil of the garden.' }, { text: 'The soil of the garden.' }];
    expect(competitorTerms(pages, 'en', 1_000).map((term) => term.key).sort()).toEqual(['garden', 'soil']);
  });

  it('never joins words across punctuation', () => {
    const pages = [{ text: 'Test the soil. Garden beds, compost heaps.' }, { text: 'Check soil. Garden beds; compost heaps.' }];
    const keys = competitorTerms(pages, 'en', 1_000).map((term) => term.key);
    expect(keys).toContain('garden bed');
    expect(keys).not.toContain('soil garden');
    expect(keys).not.toContain('bed compost');
  });

  it('with one page, lists what it repeats; with no language, keys are the plain words', () => {
    // 5 words, 2 uses: 400 per 1,000 → 40 in 100 words.
    expect(competitorTerms([{ text: 'Komposthaufen wachsen. Komposthaufen ruhen. Erde.' }], null, 100)).toEqual([
      { key: 'komposthaufen', phrase: 'komposthaufen', words: 1, pages: 1, min: 40, max: 40, weight: 1 },
    ]);
  });

  it('keys terms as the content score counts them, so a brief term meets its uses in a doc', () => {
    const counts = phraseCounts(termIndexOf('Garden soils need compost. Garden Soil holds water.', 'en'), 3);
    expect(competitorTerms(corpus, 'en', 1_000).map((term) => [term.key, counts.get(term.key)])).toEqual([
      ['soil', 2],
      ['compost', 1],
      ['garden soil', 2],
    ]);
  });

  it('needs at least two pages and 30% of them', () => {
    expect([1, 2, 3, 6, 7, 10, 20].map(minTermPages)).toEqual([1, 2, 2, 2, 3, 3, 6]);
    expect(percentile([200, 250, 250], 0.25)).toBe(225);
    expect(percentile([], 0.5)).toBe(0);
  });
});
