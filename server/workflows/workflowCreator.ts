import type { TCreateWorkflowInput } from '@core/api/workflows';
import type { TSessionUser } from '../auth/sessionUser';
import type { TContext } from '../context';
import { workflows, type TWorkflowRow } from '../db/schema/workflows';
import { authorize, teamModeOf } from '../policies';
import { loadProject } from '../queries/projectLoader';
import { blankWorkflowState, findUntouchedWorkflow } from './workflowStore';

/**
 * A new workflow in a project the person works in (their own, or the team's in team mode). The
 * person's last workflow in that project that nothing was ever saved in is answered instead
 * (`created: false`), so visits do not pile up empty workflows.
 */
export async function openNewWorkflow(ctx: Pick<TContext, 'db'>, user: TSessionUser, input: Omit<TCreateWorkflowInput, 'unique_id'>): Promise<{ row: TWorkflowRow; created: boolean }> {
  const teamId = teamModeOf(user, input.team_id);
  const project = await loadProject(ctx.db, input.project_id, teamId);
  authorize(user, 'use', project);
  const untouched = await findUntouchedWorkflow(ctx.db, { userId: user.id, teamId, projectId: project.id });
  if (untouched) return { row: untouched, created: false };
  const [row] = await ctx.db
    .insert(workflows)
    .values({ userId: user.id, teamId, projectId: project.id, modelName: input.model ?? null, ...blankWorkflowState() })
    .returning();
  return { row: row!, created: true };
}
