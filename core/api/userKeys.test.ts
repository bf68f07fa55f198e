import { describe, expect, it } from 'vitest';
import { isValidProviderKey } from './userKeys';

describe('isValidProviderKey (spec §5)', () => {
  it.each([
    ['sk-abc123DEF', true],
    ['pk-0', true],
    ['sk-', false],
    ['sk-proj-abc', false],
    ['sk-abc 123', false],
    ['ak-abc', false],
    ['SK-abc', false],
    [`sk-${'a'.repeat(600)}`, false],
  ])('%s → %s', (key, expected) => {
    expect(isValidProviderKey(key)).toBe(expected);
  });
});
