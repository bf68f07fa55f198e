import { ZPlannerListQuery, ZPlannerListResponse } from '@core/api/planner';
import { byCluster } from '@core/planner/clusterOrder';
import type { TApp, TContext } from '../../context';
import { requireSession } from '../../middleware/session';
import { authorizeSelf } from '../../policies';
import { requirePageIn } from '../../policies/pageFlag';
import { assigneeChoices } from '../../planner/assigneeChoices';
import { presentIdea } from '../../planner/ideaPresenter';
import { listIdeas as findIdeas, listTopics } from '../../planner/ideaStore';
import { openPlan } from '../../planner/planProject';

/**
 * GET /api/planner/ideas?unique_id&project_id[&topic|&month]: a project's plan (the team's in team
 * mode) by cluster, or a month's calendar by day; its topics and assignee choices.
 */
export function listIdeas(app: TApp, ctx: TContext) {
  app.get('/api/planner/ideas', { schema: { querystring: ZPlannerListQuery, response: { 200: ZPlannerListResponse } }, preHandler: requireSession }, async (request) => {
    const query = request.query;
    const user = authorizeSelf(request.sessionUser, query.unique_id);
    await requirePageIn(ctx, user, 'content-planner', query.team_id);
    const scope = await openPlan(ctx, user, query);
    const [rows, topics, assignees] = await Promise.all([findIdeas(ctx.db, scope, { topic: query.topic, month: query.month }), listTopics(ctx.db, scope), assigneeChoices(ctx.db, scope)]);
    const ideas = rows.map((row) => presentIdea(row, user));
    // The calendar reads by day; everything else by cluster.
    return { ideas: query.month ? ideas : byCluster(ideas), topics, assignees };
  });
}
