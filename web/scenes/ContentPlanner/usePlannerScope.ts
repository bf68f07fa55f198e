import { useMemo } from 'react';
import type { TPlannerScope } from '@web/api/planner';
import { useActiveProject } from '@web/state/activeProject';
import { useActiveTeamId } from '@web/state/activeTeam';
import { useCurrentUser } from '@web/state/currentUser';

/** The planner's scope: the person, their team in team mode, and the active project (null: none yet). */
export function usePlannerScope(): { scope: TPlannerScope; projectName: string | null } {
  const user = useCurrentUser();
  const teamId = useActiveTeamId();
  const project = useActiveProject(user);
  const scope = useMemo(() => ({ uid: user.uid, teamId, projectId: project?.id ?? null }), [user.uid, teamId, project?.id]);
  return { scope, projectName: project?.projectName ?? null };
}
