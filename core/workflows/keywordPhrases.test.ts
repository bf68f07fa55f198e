import { describe, expect, it } from 'vitest';
import { keywordPhrases, mergeKeywords } from './keywordPhrases';

const sources = [
  ['Garden soil compost: a guide', 'Compost feeds garden soil. Raised bed soil mix for beginners.', 'How to test soil pH'],
  ['Raised bed soil mix explained', 'Test soil pH before planting. Garden soil compost works.'],
  ['Best raised bed soil mix', 'Soil pH matters; garden soil compost is cheap.'],
  ['Tomato cages', 'Stake tomatoes early.'],
];

describe('keywordPhrases', () => {
  it('finds the phrases several results share that are about the topic', () => {
    const phrases = keywordPhrases('garden soil', sources);
    expect(phrases).toContain('garden soil compost');
    expect(phrases).toContain('raised bed soil mix');
    expect(phrases).toContain('soil ph');
    // A phrase inside a longer one found as often says nothing more; the topic itself is not a keyword.
    expect(phrases).not.toContain('bed soil mix');
    expect(phrases).not.toContain('garden soil');
    // In one result only, or not about the topic.
    expect(phrases).not.toContain('tomato cages');
    expect(phrases.some((phrase) => phrase.includes('guide'))).toBe(false);
  });

  it('never joins words across punctuation and is the same every time', () => {
    const phrases = keywordPhrases('garden soil', sources);
    expect(phrases.some((phrase) => phrase.includes('compost feeds'))).toBe(false);
    expect(phrases.some((phrase) => phrase.includes('compost raised'))).toBe(false);
    expect(keywordPhrases('garden soil', sources)).toEqual(phrases);
    expect(phrases[0]).toBe('garden soil compost');
  });

  it('finds nothing for a topic of function words or past the limit', () => {
    expect(keywordPhrases('how to', sources)).toEqual([]);
    expect(keywordPhrases('garden soil', sources, 1)).toHaveLength(1);
  });
});

describe('mergeKeywords', () => {
  it('keeps the provider first, each keyword once by its stems, never the topic', () => {
    const merged = mergeKeywords('Garden soil', [['garden  soil', 'tomato plants', 'soil types'], ['Tomato plant', 'soil ph']]);
    expect(merged).toEqual(['tomato plants', 'soil types', 'soil ph']);
    expect(mergeKeywords('soil', [['a b', 'c d', 'e f']], 2)).toEqual(['a b', 'c d']);
  });
});
