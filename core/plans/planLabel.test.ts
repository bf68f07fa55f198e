import { describe, expect, it } from 'vitest';
import { PLAN_LIST, PLANS } from './planTable';
import { planLabel } from './planLabel';

describe('planLabel', () => {
  it('names a subscription with how it is billed, anything else by its name', () => {
    expect(planLabel('Team', 'monthly')).toBe('Team, monthly');
    expect(planLabel('Premium Tier 2', 'annual')).toBe('Premium Tier 2, yearly');
    expect(planLabel('5-Day Free Trial', 'trial')).toBe('5-Day Free Trial');
  });

  it('is what the plan table shows: no dates from the ids, no doubled brackets, each name once', () => {
    expect(PLANS.team_monthly_april_2024!.displayName).toBe('Team, monthly');
    expect(PLANS.premium_tier_1_annual_june_2024!.displayName).toBe('Premium Tier 1, yearly');
    for (const plan of PLAN_LIST) {
      expect(plan.displayName, plan.id).not.toMatch(/\b(19|20)\d\d\b/);
      expect(plan.displayName, plan.id).not.toMatch(/\).*\(/);
      expect(plan.displayName, plan.id).toBe(planLabel(plan.displayName.replace(/, (monthly|yearly)$/, ''), plan.billing));
    }
    expect(new Set(PLAN_LIST.map((plan) => plan.displayName)).size).toBe(PLAN_LIST.length);
  });
});
