import { describe, expect, it } from 'vitest';
import { PLANS, TRIAL_PLAN_ID, findPlan } from './planTable';
import { canAccessAnalytics, defaultTeamMode, isFreePlan, planLacksTeamMode } from './rules';

describe('plan rules', () => {
  it.each([
    ['forever_free_2024', true],
    ['ls-free-trial', true],
    ['5-day-trial-plan', true],
    ['team_annual_april_2024', false],
    [null, false],
  ])('isFreePlan(%s) is %s', (plan, expected) => {
    expect(isFreePlan(plan)).toBe(expected);
  });

  it('denies team mode to plans named trial', () => {
    expect(planLacksTeamMode(TRIAL_PLAN_ID)).toBe(true);
    expect(planLacksTeamMode('ls-free-trial')).toBe(true);
    expect(planLacksTeamMode('agency_annual_april_2024')).toBe(false);
    expect(planLacksTeamMode(null)).toBe(true);
  });

  it('turns team mode on for members who are not the admin', () => {
    expect(defaultTeamMode({ uid: 'u1', teamId: 't1', teamAdminId: 'admin' })).toBe(true);
    expect(defaultTeamMode({ uid: 'admin', teamId: 't1', teamAdminId: 'admin' })).toBe(false);
    expect(defaultTeamMode({ uid: 'u1', teamId: null, teamAdminId: null })).toBe(false);
  });

  it('opens analytics to byok, lifetime and team users only', () => {
    expect(canAccessAnalytics({ userPlan: 'byok_monthly', teamId: null })).toBe(true);
    expect(canAccessAnalytics({ userPlan: 'ltd_bundle_pass', teamId: null })).toBe(true);
    expect(canAccessAnalytics({ userPlan: TRIAL_PLAN_ID, teamId: 't1' })).toBe(true);
    expect(canAccessAnalytics({ userPlan: TRIAL_PLAN_ID, teamId: null })).toBe(false);
  });

  it('gives the trial room for the trial-extension thresholds (2 articles, 10 optimisations, 50 credits)', () => {
    const trial = findPlan(TRIAL_PLAN_ID)!;
    expect(trial.runLimits.autoblog_workflow).toBeGreaterThan(2);
    expect(trial.runLimits.content_optimization).toBeGreaterThan(10);
    expect(trial.creditLimit).toBeGreaterThan(50);
    expect(findPlan('no-such-plan')).toBeUndefined();
    expect(Object.values(PLANS).every((plan) => plan.id in PLANS)).toBe(true);
  });
});
