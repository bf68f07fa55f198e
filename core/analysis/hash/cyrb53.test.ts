import { describe, expect, it } from 'vitest';
import { cyrb53 } from './cyrb53';

describe('cyrb53', () => {
  it('gives the published 53-bit values (so stored ids never change)', () => {
    // Reference values of cyrb53 with seed 0 (bryc/code, cyrb53.js), in base 36.
    expect(cyrb53('a')).toBe((7929297801672961).toString(36));
    expect(cyrb53('b')).toBe((8684336938537663).toString(36));
    expect(cyrb53('revenge')).toBe((4051478007546757).toString(36));
    expect(cyrb53('revenue')).toBe((8309097637345594).toString(36));
  });
});
