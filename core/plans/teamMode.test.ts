import { describe, expect, it } from 'vitest';
import { PLAN_LIST } from './planTable';
import { defaultTeamMode, effectivePlanId, isTeamMember, planLacksTeamMode, teamModeOnFirstLoad } from './teamMode';
import { specIsFree, specLacksTeamMode } from './testing/specFacts';

const member = { uid: 'u1', teamId: 't1', teamAdminId: 'admin' };
const admin = { uid: 'admin', teamId: 't1', teamAdminId: 'admin' };
const solo = { uid: 'u1', teamId: null, teamAdminId: null };

describe('team mode (spec §4)', () => {
  it.each(PLAN_LIST)('$id', (plan) => {
    expect(planLacksTeamMode(plan.id)).toBe(specLacksTeamMode(plan.id));
    // Members start in team mode; so do trial and forever-free users in a team, even as admins.
    const trialOrForeverFree = specIsFree(plan.id);
    expect(teamModeOnFirstLoad({ ...member, userPlan: plan.id })).toBe(true);
    expect(teamModeOnFirstLoad({ ...admin, userPlan: plan.id })).toBe(trialOrForeverFree);
    expect(teamModeOnFirstLoad({ ...solo, userPlan: plan.id })).toBe(false);
    // In team mode the team's plan applies.
    expect(effectivePlanId({ userPlan: plan.id, teamPlan: 'agency_annual_april_2024', teamMode: true })).toBe('agency_annual_april_2024');
    expect(effectivePlanId({ userPlan: plan.id, teamPlan: 'agency_annual_april_2024', teamMode: false })).toBe(plan.id);
  });

  it('counts members, not the admin', () => {
    expect(isTeamMember(member)).toBe(true);
    expect(isTeamMember(admin)).toBe(false);
    expect(isTeamMember(solo)).toBe(false);
    expect(defaultTeamMode(member)).toBe(true);
    expect(defaultTeamMode(admin)).toBe(false);
  });

  it('has no team mode without a plan', () => {
    expect(planLacksTeamMode(null)).toBe(true);
    expect(effectivePlanId({ userPlan: 'pro_monthly_usd_49', teamPlan: null, teamMode: true })).toBe('pro_monthly_usd_49');
  });
});
