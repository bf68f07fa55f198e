import { inArray } from 'drizzle-orm';
import { ZWorkflowListQuery, ZWorkflowListResponse } from '@core/api/workflows';
import type { TApp, TContext } from '../../context';
import { autoblogArticles } from '../../db/schema/autoblog';
import { requireSession } from '../../middleware/session';
import { authorizeSelf, teamModeOf } from '../../policies';
import { presentWorkflowSummary } from '../../presenters/workflow';
import { listWorkflows } from '../../workflows/workflowStore';

/** GET /api/workflows: the person's workflows (those made in team mode when in it), newest change first, to carry one on. */
export function listWorkflowsRoute(app: TApp, ctx: TContext) {
  app.get('/api/workflows', { schema: { querystring: ZWorkflowListQuery, response: { 200: ZWorkflowListResponse } }, preHandler: requireSession }, async (request) => {
    const user = authorizeSelf(request.sessionUser, request.query.unique_id);
    const teamId = teamModeOf(user, request.query.team_id);
    const { rows, hasMore } = await listWorkflows(ctx.db, { userId: user.id, teamId }, request.query.page);
    const runIds = rows.map((row) => row.autoblogRunId).filter((id): id is string => Boolean(id));
    const drafts = runIds.length ? await ctx.db.select({ runId: autoblogArticles.runId, blogId: autoblogArticles.blogId }).from(autoblogArticles).where(inArray(autoblogArticles.runId, runIds)) : [];
    const blogOf = new Map(drafts.map((draft) => [draft.runId, draft.blogId]));
    return { workflows: rows.map((row) => presentWorkflowSummary(row, row.autoblogRunId ? (blogOf.get(row.autoblogRunId) ?? null) : null)), page: request.query.page, has_more: hasMore };
  });
}
