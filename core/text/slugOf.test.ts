import { describe, expect, it } from 'vitest';
import { slugOf } from './slugOf';

describe('slugOf', () => {
  it('joins lower-case words with single dashes and drops accents and punctuation', () => {
    expect(slugOf('  Crème Brûlée: 10 Tips — for Beginners!  ')).toBe('creme-brulee-10-tips-for-beginners');
  });

  it('cuts a long title at a dash', () => {
    const slug = slugOf('word '.repeat(40));
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug.endsWith('-')).toBe(false);
    expect(slug.split('-').every((part) => part === 'word')).toBe(true);
  });

  it('is empty for a title without letters or digits', () => {
    expect(slugOf('???')).toBe('');
  });
});
