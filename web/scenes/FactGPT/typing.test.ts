import { describe, expect, it } from 'vitest';
import { countWords, firstWords, MAX_TYPING_LAG_WORDS, nextShownWords, TYPING_MS_PER_WORD } from './typing';

describe('typing animation', () => {
  it('types 30 ms per word (spec §9)', () => {
    expect(TYPING_MS_PER_WORD).toBe(30);
  });

  it('counts words and cuts text after whole words', () => {
    expect(countWords('One two  three\nfour')).toBe(4);
    expect(countWords('   ')).toBe(0);
    expect(firstWords('One two  three\nfour', 2)).toBe('One two  ');
    expect(firstWords('One two', 0)).toBe('');
    expect(firstWords('One two', 9)).toBe('One two');
  });

  it('adds one word per tick while streaming, and never more than there is', () => {
    expect(nextShownWords(3, 10, true)).toBe(4);
    expect(nextShownWords(10, 10, true)).toBe(10);
  });

  it('catches up when it falls too far behind the stream', () => {
    const total = 500;
    const next = nextShownWords(0, total, true);
    expect(total - next).toBeLessThan(MAX_TYPING_LAG_WORDS);
    expect(next).toBeGreaterThan(1);
  });

  it('shows everything once the stream has finished', () => {
    expect(nextShownWords(2, 40, false)).toBe(40);
  });
});
