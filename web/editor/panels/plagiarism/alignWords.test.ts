import { describe, expect, it } from 'vitest';
import { alignWords } from './alignWords';

describe('alignWords', () => {
  it('marks the words both passages share, in order, case-insensitively', () => {
    const { left, right } = alignWords('The quick brown fox jumps.', 'the quick red fox jumps over');
    expect(left).toEqual([
      { text: 'The quick', shared: true },
      { text: ' brown ', shared: false },
      { text: 'fox jumps', shared: true },
      { text: '.', shared: false },
    ]);
    expect(right).toEqual([
      { text: 'the quick', shared: true },
      { text: ' red ', shared: false },
      { text: 'fox jumps', shared: true },
      { text: ' over', shared: false },
    ]);
  });

  it('keeps every character of both sides', () => {
    const a = 'Copied — with “quotes”, and more!';
    const b = 'with quotes and more';
    const { left, right } = alignWords(a, b);
    expect(left.map((piece) => piece.text).join('')).toBe(a);
    expect(right.map((piece) => piece.text).join('')).toBe(b);
    expect(right.every((piece) => piece.shared || /^\s*$/.test(piece.text))).toBe(true);
  });

  it('leaves passages too long to align unmarked', () => {
    const long = Array.from({ length: 1_600 }, (_, i) => `w${i}`).join(' ');
    const { left } = alignWords(long, long);
    expect(left).toEqual([{ text: long, shared: false }]);
  });
});
