import { describe, expect, it } from 'vitest';
import { isFreePlan, isPaidPlan } from './freePlans';
import { PLAN_LIST } from './planTable';
import { specIsFree, specIsPaid } from './testing/specFacts';

describe('free plans (spec §4)', () => {
  it.each(PLAN_LIST)('$id', (plan) => {
    expect(isFreePlan(plan.id)).toBe(specIsFree(plan.id));
    expect(isPaidPlan(plan.id)).toBe(specIsPaid(plan.id));
    // A free plan costs nothing; a paid one costs something unless its price is agreed per contract.
    if (isFreePlan(plan.id)) expect(plan.priceUsd).toBe(0);
    if (isPaidPlan(plan.id) && plan.family !== 'custom') expect(plan.priceUsd).toBeGreaterThan(0);
  });

  it.each([
    ['forever_free_2024', true, false],
    ['ls-free-trial', true, false],
    ['5-day-trial-plan', true, false],
    ['gold_plan_2030', false, false],
    [null, false, false],
  ])('%s: free %s, paid %s', (planId, free, paid) => {
    expect(isFreePlan(planId)).toBe(free);
    expect(isPaidPlan(planId)).toBe(paid);
  });
});
