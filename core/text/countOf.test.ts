import { describe, expect, it } from 'vitest';
import { countOf } from './countOf';

describe('countOf', () => {
  it('puts the noun in the singular for one only', () => {
    expect([0, 1, 2].map((count) => countOf(count, 'passage'))).toEqual(['0 passages', '1 passage', '2 passages']);
  });
});
