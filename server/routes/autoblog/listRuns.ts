import { ZAutoblogListQuery, ZAutoblogRunsResponse } from '@core/api/autoblog';
import type { TApp, TContext } from '../../context';
import { listAutoblogRuns } from '../../autoblog/runLoader';
import { requireSession } from '../../middleware/session';
import { authorizeSelf, teamModeOf } from '../../policies';
import { presentRunSummary } from '../../presenters/autoblog';

/** GET /api/autoblog/runs: the person's runs (in team mode, the team's), newest first, a page at a time. */
export function listRuns(app: TApp, ctx: TContext) {
  app.get('/api/autoblog/runs', { schema: { querystring: ZAutoblogListQuery, response: { 200: ZAutoblogRunsResponse } }, preHandler: requireSession }, async (request) => {
    const user = authorizeSelf(request.sessionUser, request.query.unique_id);
    const teamId = teamModeOf(user, request.query.team_id);
    const { runs, hasMore } = await listAutoblogRuns(ctx.db, { userId: user.id, teamId }, request.query.page);
    return { runs: runs.map(({ run, tally }) => presentRunSummary(run, tally, user)), page: request.query.page, has_more: hasMore };
  });
}
