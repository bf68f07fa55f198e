import { ZTeamUsageQuery, ZTeamUsageRecord } from '@core/api/teams';
import type { TApp, TContext } from '../../context';
import { loadTeamUsage } from '../../analytics/teamUsageLoader';
import { requireSession } from '../../middleware/session';
import { authorize, authorizeSelf, Team } from '../../policies';
import { sessionTeam } from '../../policies/team';

/** GET /api/fetch/team/usage?team_id: credits, words and runs of each member in the team's pool this month; the admin only (403 for anyone else). */
export function fetchTeamUsage(app: TApp, ctx: TContext) {
  app.get('/api/fetch/team/usage', { schema: { querystring: ZTeamUsageQuery, response: { 200: ZTeamUsageRecord } }, preHandler: requireSession }, async (request) => {
    const user = authorizeSelf(request.sessionUser, undefined);
    authorize(user, 'read_usage', Team.of(sessionTeam(user, request.query.team_id)));
    return loadTeamUsage(ctx.db, request.query.team_id, new Date());
  });
}
