import { describe, expect, it } from 'vitest';
import { cutAtWord } from './cutAtWord';

describe('cutAtWord', () => {
  it('cuts at the last space before the limit, and leaves short text alone', () => {
    expect(cutAtWord('one two three', 9)).toBe('one two');
    expect(cutAtWord('short', 9)).toBe('short');
    expect(cutAtWord('unbrokenword', 4)).toBe('unbr');
  });
});
