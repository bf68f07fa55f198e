import { describe, expect, it } from 'vitest';
import { headingCoverage } from './headingCoverage';
import { testContext, testSnapshot } from './testContext';

describe('headingCoverage', () => {
  const snapshot = testSnapshot({
    common_headings: [
      { text: 'What is garden soil?', pages: 5 },
      { text: 'How to improve drainage', pages: 4 },
      { text: 'The best soil for tomatoes', pages: 3 },
      { text: 'FAQ', pages: 2 },
    ],
  });

  it('gives 10 × the share of common headings a heading of the doc covers (half their words, stopwords aside)', () => {
    // garden soil: "Garden soil basics" holds 2 of 2; improv drainag: "Improving soil drainage" 2 of 2;
    // best soil tomato: at most 1 of 3 anywhere; faq: none. 2 of 4 → 10 × 2/4 = 5.
    const ctx = testContext({ html: '<h2>Garden soil basics</h2><p>Best soil for tomatoes is in the text, not a heading.</p><h2>Improving soil drainage</h2>', snapshot });
    const { component, actions } = headingCoverage(ctx);
    expect(component).toMatchObject({ points: 5, max: 10, detail: '2 of 4 common headings covered.' });
    expect(actions).toEqual([
      { id: 'headings:0', text: 'Add a section on “The best soil for tomatoes”', gain: 2.5 },
      { id: 'headings:1', text: 'Add a section on “FAQ”', gain: 2.5 },
    ]);
  });

  it('is not scored without a brief or without common headings', () => {
    expect(headingCoverage(testContext({})).component).toMatchObject({ max: 0, detail: 'Needs a brief.' });
    expect(headingCoverage(testContext({ snapshot: testSnapshot() })).component).toMatchObject({ max: 0, detail: 'The brief lists no common headings.' });
  });
});
