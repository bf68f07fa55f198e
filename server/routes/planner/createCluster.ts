import { ZPlanClusterInput, ZPlanClusterResponse } from '@core/api/planner';
import type { TApp, TContext } from '../../context';
import { callSettingsFor } from '../../generation/callSettings';
import { unlessClientLeft } from '../../generation/clientAbort';
import { passGenerationGate } from '../../generation/generationGate';
import { authorizeSelf } from '../../policies';
import { requirePageIn } from '../../policies/pageFlag';
import { perPersonRateLimit } from '../../middleware/perPersonRateLimit';
import { requireSession } from '../../middleware/session';
import { planTopic } from '../../planner/topicPlanner';

/** Each plan may pay for a model call and a web search: 10 a minute per person. */
const PLAN_RATE_LIMIT = perPersonRateLimit(10);

/**
 * POST /api/planner/clusters: plans a topic in a project, after the gate (identity, project, plan,
 * model, credits, fair usage); the cluster is charged and saved in one transaction. 201 with the
 * saved ideas (none, with a notice, when nothing could be planned).
 */
export function createCluster(app: TApp, ctx: TContext) {
  app.post(
    '/api/planner/clusters',
    { schema: { body: ZPlanClusterInput, response: { 201: ZPlanClusterResponse } }, preHandler: requireSession, config: PLAN_RATE_LIMIT },
    async (request, reply) =>
      unlessClientLeft(reply, async () => {
        const body = request.body;
        const settings = callSettingsFor(ctx, reply);
        await requirePageIn(ctx, authorizeSelf(request.sessionUser, body.unique_id), 'content-planner', body.team_id);
        const pass = await passGenerationGate(ctx, request.sessionUser, { uniqueId: body.unique_id, teamId: body.team_id, mode: 'instruct', model: body.model, projectId: body.project_id });
        return reply.code(201).send(await planTopic(ctx, pass, { topic: body.topic, language: body.language }, settings));
      }),
  );
}
