import { ZCreateWorkflowInput, ZWorkflowResponse } from '@core/api/workflows';
import type { TApp, TContext } from '../../context';
import { workflows } from '../../db/schema/workflows';
import { requireSession } from '../../middleware/session';
import { authorize, authorizeSelf, teamModeOf } from '../../policies';
import { loadProject } from '../../queries/projectLoader';
import { blankWorkflowState, findUntouchedWorkflow } from '../../workflows/workflowStore';
import { workflowResponse } from '../../workflows/workflowResponse';

/**
 * POST /api/workflows: a new workflow in a project the person works in (their own, or the team's in
 * team mode), 201. Opening the workflow page again before anything was saved in the last one answers
 * that untouched one (200), so visits do not pile up empty workflows.
 */
export function createWorkflow(app: TApp, ctx: TContext) {
  app.post('/api/workflows', { schema: { body: ZCreateWorkflowInput, response: { 200: ZWorkflowResponse, 201: ZWorkflowResponse } }, preHandler: requireSession }, async (request, reply) => {
    const user = authorizeSelf(request.sessionUser, request.body.unique_id);
    const teamId = teamModeOf(user, request.body.team_id);
    const project = await loadProject(ctx.db, request.body.project_id, teamId);
    authorize(user, 'use', project);
    const untouched = await findUntouchedWorkflow(ctx.db, { userId: user.id, teamId, projectId: project.id });
    if (untouched) return reply.code(200).send(await workflowResponse(ctx, untouched, user));
    const [row] = await ctx.db
      .insert(workflows)
      .values({ userId: user.id, teamId, projectId: project.id, modelName: request.body.model ?? null, ...blankWorkflowState() })
      .returning();
    return reply.code(201).send(await workflowResponse(ctx, row!, user));
  });
}
