import { describe, expect, it } from 'vitest';
import { isAutomatedUser } from './automatedUsers';

describe('automated users (spec §6: a configured list)', () => {
  const list = ['Bot@Example.com'];

  it.each([
    ['bot@example.com', true],
    ['  BOT@example.COM ', true],
    ['person@example.com', false],
    ['', false],
    [null, false],
  ])('%s: %s', (email, expected) => {
    expect(isAutomatedUser(email, list)).toBe(expected);
  });

  it('knows nobody when the list is empty', () => {
    expect(isAutomatedUser('bot@example.com', [])).toBe(false);
  });
});
