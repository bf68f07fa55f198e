import { describe, expect, it } from 'vitest';
import { lexicalVarietySignal, movingAverageTypeTokenRatio, windowRatios } from './lexicalVariety';
import { styleTextOf } from './styleText';

describe('movingAverageTypeTokenRatio', () => {
  it('averages the type-token ratio of each window', () => {
    // Windows of 3: [a b a] 2/3, [b a b] 2/3, [a b c] 3/3: mean 7/9.
    expect(windowRatios(['a', 'b', 'a', 'b', 'c'], 3)).toEqual([2 / 3, 2 / 3, 1]);
    expect(movingAverageTypeTokenRatio(['a', 'b', 'a', 'b', 'c'], 3)).toBeCloseTo(7 / 9, 10);
  });

  it('is the plain type-token ratio below one window, and does not grow or shrink with repetition of a pattern', () => {
    expect(movingAverageTypeTokenRatio(['a', 'b', 'a', 'c'])).toBe(0.75);
    expect(movingAverageTypeTokenRatio([])).toBe(0);
    // 25 distinct words repeated: every 50-word window holds 25 types, however long the text.
    const cycle = Array.from({ length: 25 }, (_, i) => `w${i}`);
    expect(movingAverageTypeTokenRatio(Array.from({ length: 4 }, () => cycle).flat())).toBe(0.5);
    expect(movingAverageTypeTokenRatio(Array.from({ length: 40 }, () => cycle).flat())).toBe(0.5);
  });
});

describe('lexicalVarietySignal', () => {
  it('finds a text that keeps reusing its words (strong) and marks sentences', () => {
    const sentence = 'The garden soil needs good garden compost and the garden soil needs water.';
    const text = Array.from({ length: 12 }, () => sentence).join(' ');
    const result = lexicalVarietySignal(styleTextOf({ text }));
    // 8 types (the garden soil needs good compost and water) in every 50-word window: 0.16.
    expect(result).toMatchObject({ value: 0.16, unit: 'MATTR', level: 'strong' });
    expect(result.sentences.length).toBe(12);
    expect(text.slice(result.sentences[0]!.start, result.sentences[0]!.end)).toBe(sentence);
  });

  it('does not judge under 100 words', () => {
    expect(lexicalVarietySignal(styleTextOf({ text: 'soil soil soil soil' }))).toMatchObject({ value: 0.25, level: 'ok' });
    expect(lexicalVarietySignal(styleTextOf({ text: '' }))).toMatchObject({ value: null, level: 'ok' });
  });
});
