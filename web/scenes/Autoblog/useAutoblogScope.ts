import type { TAutoblogScope } from '@web/api/autoblog';
import { useCurrentUser } from '@web/state/currentUser';
import { useTeamMode } from '@web/state/teamMode';

/** The signed-in user and, in team mode, the team whose runs the AutoBlog pages show. */
export function useAutoblogScope(): TAutoblogScope & { teamMode: boolean } {
  const user = useCurrentUser();
  const teamMode = useTeamMode(user);
  return { uid: user.uid, teamId: teamMode ? user.teamId : null, teamMode };
}
