import { describe, expect, it } from 'vitest';
import { findPlan, PLAN_LIST, TRIAL_PLAN_ID } from './planTable';
import { allowsOneSessionAtATime, ONE_SESSION_PLAN_IDS } from './sessionLimit';

describe('plans with one session at a time', () => {
  it('are the one-person paid plans', () => {
    for (const id of ['pro_monthly_usd_49', 'pro_annual_usd_29', 'premium_tier_1_monthly_june_2024']) {
      expect(ONE_SESSION_PLAN_IDS, id).toContain(id);
    }
    expect(ONE_SESSION_PLAN_IDS.some((id) => findPlan(id)?.family === 'freelancer')).toBe(true);
    expect(ONE_SESSION_PLAN_IDS.some((id) => findPlan(id)?.family === 'pay_as_you_go')).toBe(true);
  });

  it('leave plans with seats, free plans and trials with several sessions', () => {
    for (const id of [TRIAL_PLAN_ID, 'forever_free_plan', 'premium_tier_2_monthly_june_2024']) {
      expect(allowsOneSessionAtATime(findPlan(id)!), id).toBe(false);
    }
    for (const plan of PLAN_LIST) {
      if (plan.maxTeamMembers > 0 || ['trial', 'forever_free', 'ltd', 'custom', 'byok', 'team', 'agency'].includes(plan.family)) {
        expect(allowsOneSessionAtATime(plan), plan.id).toBe(false);
      }
    }
  });
});
