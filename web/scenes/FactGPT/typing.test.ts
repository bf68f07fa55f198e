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

  it('adds one word per tick, and never more than there is', () => {
    expect(nextShownWords(3, 10)).toBe(4);
    expect(nextShownWords(10, 10)).toBe(10);
  });

  it('catches up when it falls too far behind the stream', () => {
    const total = 500;
    const next = nextShownWords(0, total);
    expect(total - next).toBeLessThan(MAX_TYPING_LAG_WORDS);
    expect(next).toBeGreaterThan(1);
  });

  it('an answer that arrives whole types its last words in, the same way', () => {
    let shown = 0;
    const ticks: number[] = [];
    while (shown < 100) ticks.push((shown = nextShownWords(shown, 100)));
    expect(ticks[0]).toBe(100 - MAX_TYPING_LAG_WORDS + 1);
    expect(ticks).toHaveLength(MAX_TYPING_LAG_WORDS);
    expect(ticks.at(-1)).toBe(100);
  });
});
