import { describe, expect, it } from 'vitest';
import { PLAN_LIST } from './planTable';
import { PRICING_VIEW_IDS } from './planTypes';
import { pricingViewFor, pricingViewHasAddons } from './pricingView';
import { specMemberFeatureSet, specPricingView } from './testing/specFacts';

describe('pricing view (spec §9)', () => {
  it.each(PLAN_LIST)('$id as the own plan', (plan) => {
    const view = pricingViewFor({ userPlan: plan.id, teamPlan: null, teamMember: false });
    const stated = specPricingView(plan.id);
    if (stated !== 'unstated') expect(view).toBe(stated);
    expect(view).toBe(plan.pricingViewId);
  });

  it.each(PLAN_LIST)('$id as the team plan of a member on a trial', (teamPlan) => {
    const stated = specMemberFeatureSet(teamPlan.id);
    const set = stated === 'unstated' ? teamPlan.memberFeatureSet : stated;
    const legacyTeam = (set ?? 'legacy_team_member') === 'legacy_team_member';
    const member = pricingViewFor({ userPlan: '5-day-trial-plan', teamPlan: teamPlan.id, teamMember: true });
    expect(member).toBe(legacyTeam ? 'team-member-legacy' : 'new-mrr-user');
    // The admin is not a member (spec §6): they see their own plan's view.
    expect(pricingViewFor({ userPlan: teamPlan.id, teamPlan: teamPlan.id, teamMember: false })).toBe(teamPlan.pricingViewId);
  });

  it('offers add-ons only in the new-mrr-user view', () => {
    expect(PRICING_VIEW_IDS.filter(pricingViewHasAddons)).toEqual(['new-mrr-user']);
    expect(pricingViewHasAddons(null)).toBe(false);
  });

  it('uses every view id of spec §9', () => {
    const views = new Set(PLAN_LIST.map((plan) => plan.pricingViewId));
    views.add(pricingViewFor({ userPlan: 'forever_free_plan', teamPlan: 'team_annual_usd_49', teamMember: true }));
    for (const id of PRICING_VIEW_IDS) expect(views).toContain(id);
  });
});
