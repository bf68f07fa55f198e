import { describe, expect, it } from 'vitest';
import { keepGivenCitations } from './schema';

describe('keepGivenCitations', () => {
  it('keeps citations of passages that were given and drops the rest', () => {
    expect(keepGivenCitations('Soil holds water [1]. Worms help [2, 3]. Made up [9].', [1, 2, 3])).toEqual({ text: 'Soil holds water [1]. Worms help [2, 3]. Made up.', cited: [1, 2, 3] });
    expect(keepGivenCitations('Half right [1, 7].', [1])).toEqual({ text: 'Half right.', cited: [] });
  });
});
