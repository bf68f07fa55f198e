type TTeamPerson = { uid: string; teamId: string | null; teamAdminId: string | null };

/** Plans whose name says trial have no team mode (spec §4). */
export function planLacksTeamMode(planId: string | null | undefined): boolean {
  return !planId || planId.toLowerCase().includes('trial');
}

/** A team member: in a team and not its admin (spec §6: an admin is not counted as a member). */
export function isTeamMember(user: TTeamPerson): boolean {
  return Boolean(user.teamId) && user.teamAdminId !== user.uid;
}

/** Team mode is on when the user belongs to a team they do not administer (spec §4). */
export function defaultTeamMode(user: TTeamPerson): boolean {
  return isTeamMember(user);
}

/** Team mode on first load: members, and trial or forever-free users in a team (spec §4). */
export function teamModeOnFirstLoad(user: TTeamPerson & { userPlan: string | null }): boolean {
  if (!user.teamId) return false;
  const plan = user.userPlan ?? '';
  return defaultTeamMode(user) || plan.toLowerCase().includes('trial') || plan.includes('forever_free');
}

/**
 * The plan whose limits apply: the team's in team mode (spec §6: "In team mode run counts come from
 * the team's plan details"), else the user's own.
 */
export function effectivePlanId(user: { userPlan: string | null; teamPlan?: string | null; teamMode?: boolean }): string | null {
  return user.teamMode && user.teamPlan ? user.teamPlan : user.userPlan;
}
