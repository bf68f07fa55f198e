import { describe, expect, it } from 'vitest';
import { wordTokens } from './tokens';

describe('wordTokens', () => {
  it('gives lower-cased words with UTF-16 offsets (end exclusive)', () => {
    const text = 'Garden soil, in 2,000 words!';
    const tokens = wordTokens(text);
    expect(tokens).toEqual([
      { start: 0, end: 6, word: 'garden' },
      { start: 7, end: 11, word: 'soil' },
      { start: 13, end: 15, word: 'in' },
      { start: 16, end: 21, word: '2,000' },
      { start: 22, end: 27, word: 'words' },
    ]);
    for (const token of tokens) expect(text.slice(token.start, token.end).toLowerCase()).toBe(token.word);
  });

  it("keeps inner apostrophes and hyphens, and reads ’ as '", () => {
    expect(wordTokens("Don't use well-known l’eau 'quoted' -dash").map((t) => t.word))
      .toEqual(["don't", 'use', 'well-known', "l'eau", 'quoted', 'dash']);
  });

  it('counts offsets in UTF-16 units past accents and emoji', () => {
    const text = '🌱 está Bäume';
    const tokens = wordTokens(text);
    expect(tokens.map((t) => [t.start, t.end, t.word])).toEqual([[3, 7, 'está'], [8, 13, 'bäume']]);
  });

  it("lower-cases Turkish İ without the stray combining dot", () => {
    expect(wordTokens('İstanbul')[0]!.word).toBe('istanbul');
  });

  it('finds nothing in punctuation-only text', () => {
    expect(wordTokens(' …, — !! ')).toEqual([]);
  });
});
