import { describe, expect, it } from 'vitest';
import { PLAN_LIST } from './planTable';
import { resolvePlan } from './resolvePlan';

describe('resolvePlan', () => {
  it.each(PLAN_LIST)('$id resolves to itself', (plan) => {
    expect(resolvePlan(plan.id)).toBe(plan);
  });

  it.each([
    ['forever_free_2024', 'forever_free_plan'],
    ['byok_2025_yearly', 'byok_monthly'],
    ['custom_acme', 'custom_enterprise'],
    ['enterprise_big_co', 'custom_enterprise'],
    ['gold_plan_2030', 'no_user'],
    ['toString', 'no_user'],
    ['', 'no_user'],
    [null, 'no_user'],
  ])('%s resolves to %s', (planId, expected) => {
    expect(resolvePlan(planId).id).toBe(expected);
  });
});
