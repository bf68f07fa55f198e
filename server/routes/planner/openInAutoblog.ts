import { ZOpenIdeaInAutoblogInput, ZOpenIdeaInAutoblogResponse, ZPlannerIdeaParams } from '@core/api/planner';
import type { TApp, TContext } from '../../context';
import { perPersonRateLimit } from '../../middleware/perPersonRateLimit';
import { requireSession } from '../../middleware/session';
import { authorize, authorizeSelf } from '../../policies';
import { openIdeaInAutoblog } from '../../planner/ideaAutoblogStarter';
import { presentIdea } from '../../planner/ideaPresenter';
import { loadPlannerIdea } from '../../planner/ideaStore';
import { markWriting } from '../../planner/ideaUpdater';

/** As AutoBlog's own start: 10 runs started a minute per person. */
const START_RATE_LIMIT = perPersonRateLimit(10);

/** POST /api/planner/ideas/:id/autoblog: an AutoBlog run of the idea's keyword and title (202 { run_id, idea }); the idea moves to "writing". */
export function openInAutoblog(app: TApp, ctx: TContext) {
  app.post(
    '/api/planner/ideas/:id/autoblog',
    { schema: { params: ZPlannerIdeaParams, body: ZOpenIdeaInAutoblogInput, response: { 202: ZOpenIdeaInAutoblogResponse } }, preHandler: requireSession, config: START_RATE_LIMIT },
    async (request, reply) => {
      const user = authorizeSelf(request.sessionUser, request.body.unique_id);
      const idea = await loadPlannerIdea(ctx.db, request.params.id);
      authorize(user, 'read', idea);
      authorize(user, 'open', idea);
      const runId = await openIdeaInAutoblog(ctx, user, idea, request.body);
      return reply.code(202).send({ run_id: runId, idea: presentIdea(await markWriting(ctx, idea), user) });
    },
  );
}
