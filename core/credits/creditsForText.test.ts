import { describe, expect, it } from 'vitest';
import { creditsForText } from './creditsForText';

const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(' ');

describe('creditsForText', () => {
  it.each([
    [[], 0, 0],
    [[''], 0, 0],
    [[words(1)], 1, 0.1],
    [[words(10)], 10, 0.1],
    [[words(11)], 11, 0.2],
    [[words(100)], 100, 1],
    [[words(60), words(45)], 105, 1.1],
    [[words(2500)], 2500, 25],
  ])('charges %#: %i words → %d credits', (output, expectedWords, expectedCredits) => {
    expect(creditsForText(output)).toEqual({ words: expectedWords, credits: expectedCredits });
  });
});
