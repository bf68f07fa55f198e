import { ZTeamDetailsQuery, ZTeamDetailsRecord } from '@core/api/teams';
import type { TApp, TContext } from '../../context';
import { requireSession } from '../../middleware/session';
import { authorize, authorizeSelf, Team } from '../../policies';
import { sessionTeam } from '../../policies/team';
import { findTeam } from '../../queries/teamFinder';
import { presentTeamDetails } from '../../presenters/teamDetails';
import { loadTeamDetails } from '../../queries/teamDetailsLoader';

/** GET /api/fetch/team/details?team_id (spec §7): the team, for its members only (anyone else 403). */
export function fetchTeamDetails(app: TApp, ctx: TContext) {
  app.get(
    '/api/fetch/team/details',
    { schema: { querystring: ZTeamDetailsQuery, response: { 200: ZTeamDetailsRecord } }, preHandler: requireSession },
    async (request) => {
      const user = authorizeSelf(request.sessionUser, undefined);
      authorize(user, 'read', Team.of(sessionTeam(user, request.query.team_id)));
      const team = await findTeam(ctx.db, request.query.team_id);
      if (!team) throw Team.refuse('read');
      return presentTeamDetails(await loadTeamDetails(ctx.db, team), user);
    },
  );
}
