import { useActiveProject } from '@web/state/activeProject';
import { useCurrentUser } from '@web/state/currentUser';
import { useTeamMode } from '@web/state/teamMode';
import type { TToolRunner } from './useToolRun';

/** Who runs the tools and where: the user, the team in team mode, the active project (for docs and results). */
export function useToolScope() {
  const user = useCurrentUser();
  const teamMode = useTeamMode(user);
  const teamId = teamMode ? user.teamId : null;
  const project = useActiveProject(user);
  const runner: TToolRunner = { uid: user.uid, teamMode, byok: Boolean(user.userPlan?.includes('byok')) };
  return { uid: user.uid, teamId, projectId: project?.id ?? null, runner };
}
