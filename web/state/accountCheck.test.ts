import { describe, expect, it } from 'vitest';
import { accountProblem } from './accountCheck';

const ok = { activeUser: true, email: 'ada@example.org', userPlan: '5-day-trial-plan' };

describe('accountProblem', () => {
  it('lets an active user with a plan and the session email through', () => {
    expect(accountProblem(ok, 'ada@example.org')).toBeNull();
    expect(accountProblem(ok, 'Ada@Example.org')).toBeNull();
  });

  it('stops an inactive user', () => {
    expect(accountProblem({ ...ok, activeUser: false }, ok.email)).toMatch(/not active/);
  });

  it('stops a profile whose email is not the session email', () => {
    expect(accountProblem(ok, 'eve@example.org')).toMatch(/does not match/);
  });

  it('stops a user without a plan', () => {
    expect(accountProblem({ ...ok, userPlan: null }, ok.email)).toMatch(/no plan/);
  });
});
