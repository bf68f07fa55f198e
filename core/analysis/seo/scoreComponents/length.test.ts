import { describe, expect, it } from 'vitest';
import { lengthComponent, lengthPoints } from './length';
import { filler, testContext, testSnapshot } from './testContext';

describe('lengthPoints', () => {
  it('is 10 from 90% to 150% of the target, in proportion below, a point less per further 30% above (at least 5)', () => {
    expect(lengthPoints(0, 1_000)).toBe(0);
    expect(lengthPoints(450, 1_000)).toBe(5); // 10 × 450 / 900
    expect(lengthPoints(899, 1_000)).toBe(9); // 8990 / 900 = 9.99 → 9
    expect(lengthPoints(900, 1_000)).toBe(10);
    expect(lengthPoints(1_500, 1_000)).toBe(10);
    expect(lengthPoints(1_799, 1_000)).toBe(10); // 29.9% past 150%
    expect(lengthPoints(1_800, 1_000)).toBe(9);
    expect(lengthPoints(2_400, 1_000)).toBe(7);
    expect(lengthPoints(5_000, 1_000)).toBe(5);
  });
});

describe('lengthComponent', () => {
  it('says how many words to add', () => {
    const { component, actions } = lengthComponent(testContext({ text: filler(50), snapshot: testSnapshot({ target_words: 100 }) }));
    // 90% of 100 = 90; 10 × 50 / 90 = 5.55 → 5.
    expect(component).toMatchObject({ points: 5, max: 10, detail: '50 words against a target of 100.' });
    expect(actions).toEqual([{ id: 'length', text: 'Write about 40 more words (target 100)', gain: 5 }]);
  });

  it('says how many words to cut', () => {
    const { component, actions } = lengthComponent(testContext({ text: filler(200), snapshot: testSnapshot({ target_words: 100 }) }));
    // (2000 − 1500) / 300 = 1.67 → 1 point off.
    expect(component.points).toBe(9);
    expect(actions).toEqual([{ id: 'length', text: 'Cut about 50 words (target 100)', gain: 1 }]);
  });

  it('is not scored without a brief or a target', () => {
    expect(lengthComponent(testContext({ text: 'x' })).component.max).toBe(0);
    expect(lengthComponent(testContext({ text: 'x', snapshot: testSnapshot({ target_words: 0 }) })).component.detail).toBe('The brief has no target length.');
  });
});
