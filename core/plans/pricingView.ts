import type { TPricingViewId } from './planTypes';
import { resolvePlan } from './resolvePlan';
import { teamMemberFeatureSet } from './teamFeatureSets';

/**
 * The pricing view a user sees (spec §9 ids). A member (not the admin, spec §6) of a team on a
 * legacy team plan sees team-member-legacy; everyone else sees their own plan's view. null: no view,
 * the pricing button is locked (custom plans, spec §6) or there is no user. The
 * pricing-page-view-id flag (spec §7) may override this.
 */
export function pricingViewFor(user: { userPlan: string | null; teamPlan: string | null; teamMember: boolean }): TPricingViewId | null {
  if (user.teamMember && teamMemberFeatureSet(user.teamPlan) === 'legacy_team_member') return 'team-member-legacy';
  return resolvePlan(user.userPlan).pricingViewId;
}

/** Only the new-mrr-user view offers add-ons (spec §9 "new-mrr-user (with addons)"). */
export function pricingViewHasAddons(view: TPricingViewId | null): boolean {
  return view === 'new-mrr-user';
}
