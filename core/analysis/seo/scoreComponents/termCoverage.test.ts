import { describe, expect, it } from 'vitest';
import type { TBriefTerm } from '../../../api/seo';
import { testContext, testSnapshot } from './testContext';
import { scoreTerms, termCoverage } from './termCoverage';

const term = (key: string, min: number, max: number, weight: number): TBriefTerm => ({ key, phrase: key, words: key.split(' ').length, pages: 3, min, max, weight });

describe('termCoverage', () => {
  const text = 'Compost feeds the soil. Add compost in spring. Mulch keeps it moist.';
  const snapshot = testSnapshot({ terms: [term('compost', 2, 4, 1), term('mulch', 2, 3, 0.5), term('soil ph', 1, 2, 0.5)] });

  it('gives 30 × the weighted share of terms covered, a term under its minimum in part', () => {
    const ctx = testContext({ text, snapshot });
    const terms = scoreTerms(ctx);
    expect(terms.map((t) => [t.key, t.count, t.status])).toEqual([['compost', 2, 'ok'], ['mulch', 1, 'under'], ['soil ph', 0, 'missing']]);
    // Weights 1 + 0.5 + 0.5 = 2; credit 1 × 1 + 0.5 × (1/2) + 0.5 × 0 = 1.25; 30 × 1.25 / 2 = 18.75 → 19.
    const { component, actions } = termCoverage(ctx, terms);
    expect(component).toMatchObject({ id: 'terms', points: 19, max: 30, detail: '1 of 3 terms used enough.' });
    // soil ph: 30 × 0.5 × 1 / 2 = 7.5; mulch: 30 × 0.5 × 0.5 / 2 = 3.75 → 3.8.
    expect(actions).toEqual([
      { id: 'terms:soil ph', text: 'Use “soil ph” 1–2 times (now 0)', gain: 7.5 },
      { id: 'terms:mulch', text: 'Use “mulch” 2–3 times (now 1)', gain: 3.8 },
    ]);
  });

  it('counts a term used more than its maximum as covered (the stuffing penalty judges excess)', () => {
    const ctx = testContext({ text: 'compost compost compost', snapshot: testSnapshot({ terms: [term('compost', 1, 2, 1)] }) });
    const terms = scoreTerms(ctx);
    expect(terms[0]!.status).toBe('over');
    expect(termCoverage(ctx, terms).component.points).toBe(30);
  });

  it('adds secondary keywords the brief does not list, at least once and at most 3 per 1,000 words (at least 3)', () => {
    const ctx = testContext({ text: 'Raised beds are easy.', secondaryKeywords: ['raised beds', 'compost', 'Garden Soil'], snapshot: testSnapshot({ terms: [term('compost', 1, 2, 1)] }) });
    const terms = scoreTerms(ctx);
    // "compost" is already a brief term and "garden soil" is the keyword: only "raised beds" is added.
    expect(terms.map((t) => [t.key, t.phrase, t.count, t.min, t.max, t.status])).toEqual([
      ['compost', 'compost', 0, 1, 2, 'missing'],
      ['rais bed', 'raised beds', 1, 1, 3, 'ok'],
    ]);
    // Weights 1 + 1; one covered: 30 × 1/2 = 15.
    expect(termCoverage(ctx, terms).component.points).toBe(15);
  });

  it('scores secondary keywords without a brief, and nothing without either', () => {
    const withSecondary = testContext({ text: 'Mulch it.', secondaryKeywords: ['mulch'] });
    expect(termCoverage(withSecondary, scoreTerms(withSecondary)).component).toMatchObject({ points: 30, max: 30 });
    const bare = testContext({ text: 'Mulch it.' });
    expect(termCoverage(bare, scoreTerms(bare)).component).toMatchObject({ points: 0, max: 0, detail: 'Needs a brief or secondary keywords.' });
  });

  it('names the eight biggest gains and groups the rest', () => {
    const terms = Array.from({ length: 11 }, (_, i) => term(`term${String.fromCharCode(97 + i)}`, 1, 2, 1));
    const ctx = testContext({ text: 'nothing here', snapshot: testSnapshot({ terms }) });
    const { component, actions } = termCoverage(ctx, scoreTerms(ctx));
    expect(component.points).toBe(0);
    expect(actions).toHaveLength(9);
    // Each missing term is worth 30 / 11 = 2.727…; the three grouped ones 8.18 → 8.2.
    expect(actions[0]!.gain).toBe(2.7);
    expect(actions[8]).toEqual({ id: 'terms:rest', text: 'Cover 3 more terms of the brief', gain: 8.2 });
  });
});
