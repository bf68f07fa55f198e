import { ZRemoveTeamMemberQuery, ZTeamDetailsRecord } from '@core/api/teams';
import type { TApp, TContext } from '../../context';
import { removeFromTeam } from '../../commands/teamMemberRemover';
import { requireSession } from '../../middleware/session';
import { authorize, authorizeSelf, Team } from '../../policies';
import { sessionTeam } from '../../policies/team';
import { findTeam } from '../../queries/teamFinder';
import { presentTeamDetails } from '../../presenters/teamDetails';
import { loadTeamDetails } from '../../queries/teamDetailsLoader';

/** DELETE /api/delete/team/member?team_id&email: the admin removes a member or an invitation; answers the team. */
export function deleteTeamMember(app: TApp, ctx: TContext) {
  app.delete(
    '/api/delete/team/member',
    { schema: { querystring: ZRemoveTeamMemberQuery, response: { 200: ZTeamDetailsRecord } }, preHandler: requireSession },
    async (request) => {
      const user = authorizeSelf(request.sessionUser, undefined);
      authorize(user, 'update', Team.of(sessionTeam(user, request.query.team_id)));
      const team = await findTeam(ctx.db, request.query.team_id);
      if (!team) throw Team.refuse('read');
      const { removedUserIds } = await removeFromTeam(ctx.db, team, request.query.email);
      // Sockets were authorized when they opened: end the ones on docs the removed member no longer reaches.
      await ctx.collaboration.revokeAccess(removedUserIds);
      return presentTeamDetails(await loadTeamDetails(ctx.db, team), user);
    },
  );
}
