import type { TSessionUser } from '../auth/sessionUser';
import type { TContext } from '../context';
import { authorize, teamModeOf } from '../policies';
import { loadProject } from '../queries/projectLoader';
import type { TPlanScope } from './ideaStore';

/**
 * The plan a request reads or writes: a project the person works in (their own, or in team mode
 * the team's), and the team mode (team_id checked against the session: 403 when not a member;
 * someone else's project: 404).
 */
export async function openPlan(ctx: Pick<TContext, 'db'>, user: TSessionUser, input: { project_id: string; team_id?: string | null }): Promise<TPlanScope> {
  const teamId = teamModeOf(user, input.team_id);
  const project = await loadProject(ctx.db, input.project_id, teamId);
  authorize(user, 'use', project);
  return { userId: user.id, teamId, projectId: project.id };
}
