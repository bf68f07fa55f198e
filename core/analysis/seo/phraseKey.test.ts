import { describe, expect, it } from 'vitest';
import { phraseKey, phraseKeyOfText, wordsJoin } from './phraseKey';

describe('phraseKey', () => {
  it('stems each word and keeps stopwords inside the phrase', () => {
    expect(phraseKey(['gardening', 'soils'], 'en')).toBe('garden soil');
    expect(phraseKey(['cost', 'of', 'living'], 'en')).toBe('cost of live');
    expect(phraseKey(['tierra', 'de', 'jardinería'], 'es')).toBe('tierr de jardin');
  });

  it('keys typed text the same as tokens, and keeps words unstemmed in an unknown language', () => {
    expect(phraseKeyOfText('Garden  Soils', 'en')).toBe(phraseKey(['garden', 'soil'], 'en'));
    expect(phraseKeyOfText('Garden Soils', null)).toBe('garden soils');
  });
});

describe('wordsJoin', () => {
  it('joins words separated by spaces only', () => {
    expect(wordsJoin(' ')).toBe(true);
    expect(wordsJoin(' \u00a0\t')).toBe(true);
    expect(wordsJoin(', ')).toBe(false);
    expect(wordsJoin('\n\n')).toBe(false);
    expect(wordsJoin(' - ')).toBe(false);
  });
});
