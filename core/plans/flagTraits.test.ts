import { describe, expect, it } from 'vitest';
import { flagTraitsFor, type TFlagCheckInput } from './flagTraits';
import { PLAN_LIST } from './planTable';

const base = {
  featureId: 'brand-voice',
  userId: 'u1',
  email: 'writer@example.com',
  teamMode: false,
  teamId: null,
  teamPlan: null,
  teamAdminId: null,
} satisfies Omit<TFlagCheckInput, 'planId'>;

describe('feature-flag traits (spec §5, §7)', () => {
  it.each(PLAN_LIST)('$id', (plan) => {
    const solo = flagTraitsFor({ ...base, planId: plan.id });
    expect(solo).toEqual({
      ok: true,
      featureId: 'brand-voice',
      userId: 'u1',
      traits: { planId: plan.id, email: 'writer@example.com', teamMode: false, teamMember: false, teamPlan: null, teamId: null, ltdEntitlement: '' },
    });

    for (const field of ['featureId', 'userId', 'email', 'planId'] as const) {
      for (const absent of [null, undefined, '', '  ']) {
        expect(flagTraitsFor({ ...base, planId: plan.id, [field]: absent })).toEqual({ ok: false, missing: [field] });
      }
    }

    // Team mode also needs the team id and the team plan.
    const inTeamMode = { ...base, planId: plan.id, teamMode: true };
    expect(flagTraitsFor(inTeamMode)).toEqual({ ok: false, missing: ['teamId', 'teamPlan'] });
    expect(flagTraitsFor({ ...inTeamMode, teamId: 't1' })).toEqual({ ok: false, missing: ['teamPlan'] });
    const member = flagTraitsFor({ ...inTeamMode, teamId: 't1', teamPlan: plan.id, teamAdminId: 'admin' });
    expect(member.ok && member.traits).toMatchObject({ teamMode: true, teamMember: true, teamId: 't1', teamPlan: plan.id });
  });

  it('does not count the team admin as a team member', () => {
    const admin = flagTraitsFor({ ...base, planId: 'team_annual_april_2024', teamMode: true, teamId: 't1', teamPlan: 'team_annual_april_2024', teamAdminId: 'u1' });
    expect(admin.ok && admin.traits.teamMember).toBe(false);
    const outOfTeamMode = flagTraitsFor({ ...base, planId: 'pro_monthly_usd_49', teamId: 't1', teamAdminId: 'admin' });
    expect(outOfTeamMode.ok && outOfTeamMode.traits).toMatchObject({ teamMode: false, teamMember: true, teamId: 't1', teamPlan: null });
  });

  it('sends lifetime entitlements as one sorted string', () => {
    const result = flagTraitsFor({ ...base, planId: 'ltd_bundle_pass', ltdEntitlements: ['team', 'pro'] });
    expect(result.ok && result.traits.ltdEntitlement).toBe('pro,team');
  });

  it('lists every missing input at once', () => {
    const result = flagTraitsFor({ ...base, featureId: '', userId: null, email: undefined, planId: null, teamMode: true });
    expect(result).toEqual({ ok: false, missing: ['featureId', 'userId', 'email', 'planId', 'teamId', 'teamPlan'] });
  });
});
