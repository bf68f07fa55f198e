import { describe, expect, it } from 'vitest';
import { PLAN_LIST, PLANS } from '@core/plans/planTable';
import { planOwnsTeam } from './teamOwnership';

describe('planOwnsTeam', () => {
  it('gives a team to plans with seats, never to trials or single-seat plans', () => {
    expect(planOwnsTeam(PLANS.team_monthly_april_2024!)).toBe(true);
    expect(planOwnsTeam(PLANS.agency_monthly_april_2024!)).toBe(true);
    expect(planOwnsTeam(PLANS.pro_monthly_usd_49!)).toBe(false);
    expect(planOwnsTeam(PLANS.premium_tier_1_monthly_june_2024!)).toBe(false);
    for (const plan of PLAN_LIST.filter((entry) => entry.id.includes('trial'))) expect(planOwnsTeam(plan), plan.id).toBe(false);
    expect(PLAN_LIST.filter((plan) => plan.maxTeamMembers > 0 && !plan.id.includes('trial')).every(planOwnsTeam)).toBe(true);
  });
});
