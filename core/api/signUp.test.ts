import { describe, expect, it } from 'vitest';
import { ZAddUserInput } from './signUp';

const valid = { name: 'Ada', email: 'Ada@Example.com ', password: 'lovelace1815', project_name: ' Blog ' };
const firstMessage = (input: object) => {
  const result = ZAddUserInput.safeParse(input);
  return result.success ? null : result.error.issues[0]!.message;
};

describe('ZAddUserInput', () => {
  it('normalises email and trims names, with the spec’s zero credits', () => {
    expect(ZAddUserInput.parse(valid)).toMatchObject({
      email: 'ada@example.com',
      project_name: 'Blog',
      credit_limit: 0,
      credits_used: 0,
      team_member: false,
      onboarding_data: {},
    });
  });
  it('says what is wrong with each bad field', () => {
    expect(firstMessage({ ...valid, password: 'abc' })).toMatch(/at least 8 characters/);
    expect(firstMessage({ ...valid, password: '12345678' })).toMatch(/one letter and one number/);
    expect(firstMessage({ ...valid, project_name: '' })).toBe('Please name your project.');
    expect(firstMessage({ ...valid, name: ' ' })).toBe('Please enter your name.');
    expect(firstMessage({ ...valid, email: 'nope' })).toBe('Please enter a valid email address.');
    expect(firstMessage({ ...valid, credit_limit: 100 })).not.toBeNull();
  });
});
