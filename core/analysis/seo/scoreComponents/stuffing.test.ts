import { describe, expect, it } from 'vitest';
import type { TBriefTerm } from '../../../api/seo';
import { scoreTerms } from './termCoverage';
import { stuffingComponent } from './stuffing';
import { filler, testContext, testSnapshot } from './testContext';

/** A 100-word text with the two-word keyword `uses` times. */
const text = (uses: number) => `${'garden soil. '.repeat(uses)}${filler(100 - 2 * uses)}`;
const penalty = (uses: number) => {
  const ctx = testContext({ text: text(uses) });
  return stuffingComponent(ctx, scoreTerms(ctx));
};

describe('stuffingComponent', () => {
  it('takes 2 points per percentage point of keyword density above 3%, rounded up', () => {
    // 1 use × 2 words / 100 = 2%: nothing.
    expect(penalty(1).component).toMatchObject({ points: 0, max: 0, detail: 'Keyword density 2% (1 use); 0 terms used more than twice the maximum.' });
    // 4%: (4 − 3) × 2 = 2.
    expect(penalty(2).component.points).toBe(-2);
    expect(penalty(2).actions).toEqual([{ id: 'stuffing:keyword', text: 'Use “garden soil” less often (2 times in 100 words)', gain: 2 }]);
    // 6%: 6. 12%: 18, capped at 10.
    expect(penalty(3).component.points).toBe(-6);
    expect(penalty(6).component.points).toBe(-10);
  });

  it('takes 1 point per term used more than twice its maximum', () => {
    const terms: TBriefTerm[] = [{ key: 'plant', phrase: 'plants', words: 1, pages: 3, min: 1, max: 5, weight: 1 }];
    const ctx = testContext({ text: text(1), snapshot: testSnapshot({ terms }) });
    // "plants" is used 25 times (> 2 × 5).
    const { component, actions } = stuffingComponent(ctx, scoreTerms(ctx));
    expect(component.points).toBe(-1);
    expect(actions).toEqual([{ id: 'stuffing:plant', text: 'Use “plants” at most 5 times (now 25)', gain: 1 }]);
  });

  it('does not judge texts under 100 words', () => {
    const ctx = testContext({ text: 'garden soil garden soil' });
    expect(stuffingComponent(ctx, []).component).toMatchObject({ points: 0, detail: 'Too short to judge (4 of 100 words).' });
  });
});
