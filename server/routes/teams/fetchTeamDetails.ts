import { ZTeamDetailsQuery, ZTeamDetailsRecord } from '@core/api/teams';
import type { TApp, TContext } from '../../context';
import { requireSession } from '../../middleware/session';
import { authorizeTeamMember } from '../../policies/teamAdmin';
import { authorizeSelf } from '../../policies/user';
import { presentTeamDetails } from '../../presenters/teamDetails';
import { loadTeamDetails } from '../../queries/teamDetailsLoader';

/** GET /api/fetch/team/details?team_id (spec §7): the team, for its members only (anyone else 403). */
export function fetchTeamDetails(app: TApp, ctx: TContext) {
  app.get(
    '/api/fetch/team/details',
    { schema: { querystring: ZTeamDetailsQuery, response: { 200: ZTeamDetailsRecord } }, preHandler: requireSession },
    async (request) => {
      const user = authorizeSelf(request.sessionUser, undefined);
      const team = await authorizeTeamMember(ctx.db, user, request.query.team_id);
      return presentTeamDetails(await loadTeamDetails(ctx.db, team), user.id);
    },
  );
}
