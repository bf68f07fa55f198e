import { planLacksTeamMode, defaultTeamMode } from '@core/plans/rules';
import { resetLastSaved } from './lastSaved';
import { useLocalValue, writeLocal } from './localStore';

/**
 * Team mode (spec §4): on for a member of a team they do not administer, and on first load for
 * trial or forever-free users in a team; the user's own choice is stored locally and wins after that.
 */
type TTeamModeUser = { uid: string; userPlan: string | null; teamId: string | null; teamAdminId: string | null };

export function teamModeKey(uid: string): string {
  return `longform:team-mode:${uid}`;
}

/** Whether team mode is on, from the stored choice ('on' | 'off' | null) and the user. */
export function resolveTeamMode(stored: string | null, user: TTeamModeUser): boolean {
  if (!user.teamId) return false;
  if (stored === 'on') return true;
  if (stored === 'off') return false;
  const plan = user.userPlan ?? '';
  return defaultTeamMode(user) || plan.includes('trial') || plan.includes('forever_free');
}

/** Why the toggle cannot be used, or null when it can. */
export function teamModeUnavailableReason(user: TTeamModeUser): string | null {
  if (!user.teamId) return 'You are not part of a team.';
  if (planLacksTeamMode(user.userPlan)) return 'Trial plans do not include team mode.';
  return null;
}

export function useTeamMode(user: TTeamModeUser): boolean {
  return resolveTeamMode(useLocalValue(teamModeKey(user.uid)), user);
}

/** Pages that leaving team mode does not reload in place (spec §2: "Leaving team mode while on factcheck goes to blogs"). */
const LEAVE_TEAM_MODE_TO_BLOGS = ['/optimizer/factcheck', '/standalones/factcheck'];

/** Where the app goes after the toggle: /blogs when team mode is left on a fact-check page, else null (reload in place). */
export function pathAfterTeamModeChange(pathname: string, on: boolean): string | null {
  if (on) return null;
  const path = pathname.toLowerCase();
  return LEAVE_TEAM_MODE_TO_BLOGS.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)) ? '/blogs' : null;
}

/** Stores the choice, forgets the last-saved clock and reloads (or goes to /blogs, see above), so every screen starts in the new mode. */
export function setTeamMode(uid: string, on: boolean): void {
  writeLocal(teamModeKey(uid), on ? 'on' : 'off');
  resetLastSaved();
  const next = pathAfterTeamModeChange(window.location.pathname, on);
  if (next) window.location.assign(next);
  else window.location.reload();
}

/** A user without a team has no team mode: clear any stored choice (spec §4). */
export function clearTeamModeWithoutTeam(user: TTeamModeUser): void {
  if (!user.teamId) writeLocal(teamModeKey(user.uid), null);
}
