import type { TTeamMemberFeatureSet } from './planTypes';
import { resolvePlan } from './resolvePlan';

/**
 * The feature set a member of a team gets, from the team's plan (spec §4): agency April 2024,
 * premium team, team April 2024, or legacy team members. A team on any other plan (older plans,
 * unknown ids, a plan that cannot own a team any more) gets the legacy set; no team, null.
 */
export function teamMemberFeatureSet(teamPlanId: string | null | undefined): TTeamMemberFeatureSet | null {
  if (!teamPlanId) return null;
  return resolvePlan(teamPlanId).memberFeatureSet ?? 'legacy_team_member';
}
