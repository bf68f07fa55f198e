import { ZJoinTeamInput, ZTeamDetailsRecord } from '@core/api/teams';
import type { TApp, TContext } from '../../context';
import { joinTeam as join } from '../../commands/teamJoiner';
import { requireSession } from '../../middleware/session';
import { authorize, authorizeSelf, Team } from '../../policies';
import { sessionTeam } from '../../policies/team';
import { findTeam } from '../../queries/teamFinder';
import { loadTeamMemberships } from '../../queries/teamMembershipsLoader';
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
      // The session's memberships predate the join: read them again before the team rules.
      const member = { ...user, teams: await loadTeamMemberships(ctx.db, user.id) };
      authorize(member, 'read', Team.of(sessionTeam(member, request.body.team_id)));
      const team = await findTeam(ctx.db, request.body.team_id);
      if (!team) throw Team.refuse('read');
      return presentTeamDetails(await loadTeamDetails(ctx.db, team), member);
    },
  );
}
