import { ZRemoveTeamMemberQuery, ZTeamDetailsRecord } from '@core/api/teams';
import type { TApp, TContext } from '../../context';
import { revokeCollaborationAccess } from '../../collaboration/revokeAccess';
import { removeFromTeam } from '../../commands/teamMemberRemover';
import { requireSession } from '../../middleware/session';
import { authorizeTeamAdmin } from '../../policies/teamAdmin';
import { authorizeSelf } from '../../policies/user';
import { presentTeamDetails } from '../../presenters/teamDetails';
import { loadTeamDetails } from '../../queries/teamDetailsLoader';

/** DELETE /api/delete/team/member?team_id&email: the admin removes a member or an invitation; answers the team. */
export function deleteTeamMember(app: TApp, ctx: TContext) {
  app.delete(
    '/api/delete/team/member',
    { schema: { querystring: ZRemoveTeamMemberQuery, response: { 200: ZTeamDetailsRecord } }, preHandler: requireSession },
    async (request) => {
      const user = authorizeSelf(request.sessionUser, undefined);
      const team = await authorizeTeamAdmin(ctx.db, user, request.query.team_id);
      const { removedUserIds } = await removeFromTeam(ctx.db, team, request.query.email);
      // Sockets were authorized when they opened: end the ones on docs the removed member no longer reaches.
      await revokeCollaborationAccess(ctx.collaboration.hocuspocus, ctx.db, removedUserIds);
      return presentTeamDetails(await loadTeamDetails(ctx.db, team), user.id);
    },
  );
}
