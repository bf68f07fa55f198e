import { describe, expect, it } from 'vitest';
import { countWords } from './wordCount';

describe('countWords', () => {
  it.each([
    ['', 0],
    ['   \n\t ', 0],
    ['Hello, world!', 2],
    ["Don't split long-form words.", 4],
    ['Über café — 42 naïve façades', 5],
    ['<p>Tags</p> <em>are</em> not words', 4],
  ])('%j has %i words', (text, expected) => {
    expect(countWords(text)).toBe(expected);
  });

  it('counts a run of millions of letters without a space (a long CJK paragraph) by the same rule', () => {
    const long = '中'.repeat(5_000_000);
    expect(countWords(`<p>${long}</p>`)).toBe(1);
    expect(countWords(`Tea ${long} don't a-${'b'.repeat(3_000_000)}- -c ${long}`)).toBe(6);
  });
});
