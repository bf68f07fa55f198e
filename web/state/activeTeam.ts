import { useCurrentUser } from './currentUser';
import { useTeamMode } from './teamMode';

/**
 * The team_id a call carries (spec §7): the user's team while team mode is on, so the server lets
 * them reach the team's projects; null otherwise (their own data).
 */
export function useActiveTeamId(): string | null {
  const user = useCurrentUser();
  const teamMode = useTeamMode(user);
  return teamMode ? user.teamId : null;
}
