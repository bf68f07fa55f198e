import { ZJoinTeamInput, ZTeamDetailsRecord } from '@core/api/teams';
import type { TApp, TContext } from '../../context';
import { joinTeam as join } from '../../commands/teamJoiner';
import { requireSession } from '../../middleware/session';
import { authorizeTeamMember } from '../../policies/teamAdmin';
import { authorizeSelf } from '../../policies/user';
import { presentTeamDetails } from '../../presenters/teamDetails';
import { loadTeamDetails } from '../../queries/teamDetailsLoader';

/** POST /api/join/team {team_id}: the signed-in user accepts their email's invitation; answers the team. */
export function joinTeam(app: TApp, ctx: TContext) {
  app.post(
    '/api/join/team',
    { schema: { body: ZJoinTeamInput, response: { 200: ZTeamDetailsRecord } }, preHandler: requireSession },
    async (request) => {
      const user = authorizeSelf(request.sessionUser, undefined);
      await join(ctx.db, user, request.body.team_id);
      const team = await authorizeTeamMember(ctx.db, user, request.body.team_id);
      return presentTeamDetails(await loadTeamDetails(ctx.db, team), user.id);
    },
  );
}
