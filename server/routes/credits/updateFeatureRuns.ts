import { ZUpdateFeatureRunsInput, ZUpdateFeatureRunsResponse } from '@core/api/credits';
import type { TApp, TContext } from '../../context';
import { useFeatureRun } from '../../commands/featureRunUser';
import { requireSession } from '../../middleware/session';
import { authorizeSelf, teamModeOf } from '../../policies';

/**
 * POST /api/update/user/features/runs: uses one run of autoblog_workflow or content_optimization.
 * The plan comes from the database; a plan_name in the body is the client's belief and is ignored.
 */
export function updateFeatureRuns(app: TApp, ctx: TContext) {
  app.post(
    '/api/update/user/features/runs',
    { schema: { body: ZUpdateFeatureRunsInput, response: { 200: ZUpdateFeatureRunsResponse } }, preHandler: requireSession },
    async (request) => {
      const user = authorizeSelf(request.sessionUser, request.body.unique_id);
      const teamId = teamModeOf(user, request.body.team_id);
      const result = await useFeatureRun(ctx.db, { userId: user.id, teamId, feature: request.body.feature_name });
      return { status: 200 as const, ...result };
    },
  );
}
