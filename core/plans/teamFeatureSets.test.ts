import { describe, expect, it } from 'vitest';
import { PLAN_LIST } from './planTable';
import { teamMemberFeatureSet } from './teamFeatureSets';
import { specMemberFeatureSet } from './testing/specFacts';

describe('team member feature sets (spec §4)', () => {
  it.each(PLAN_LIST)('$id as a team plan', (plan) => {
    const set = teamMemberFeatureSet(plan.id);
    const stated = specMemberFeatureSet(plan.id);
    // A team on a plan that cannot own one still maps to one of the four sets: the legacy one.
    if (stated !== 'unstated') expect(set).toBe(stated ?? 'legacy_team_member');
    expect(set).toBe(plan.memberFeatureSet ?? 'legacy_team_member');
  });

  it('gives no feature set without a team, and the legacy one to unknown team plans', () => {
    expect(teamMemberFeatureSet(null)).toBeNull();
    expect(teamMemberFeatureSet('')).toBeNull();
    expect(teamMemberFeatureSet('team_monthly_2019')).toBe('legacy_team_member');
  });
});
