import { ZTeamDetailsRecord, ZTransferTeamAdminInput } from '@core/api/teams';
import type { TApp, TContext } from '../../context';
import { transferTeamAdmin as transferAdmin } from '../../commands/teamAdminTransferrer';
import { requireSession } from '../../middleware/session';
import { authorize, authorizeSelf, Team } from '../../policies';
import { sessionTeam } from '../../policies/team';
import { findTeam } from '../../queries/teamFinder';
import { presentTeamDetails } from '../../presenters/teamDetails';
import { loadTeamDetails } from '../../queries/teamDetailsLoader';
import { loadTeamMemberships } from '../../queries/teamMembershipsLoader';

/** POST /api/update/team/admin {team_id, unique_id}: the admin makes another member the admin; answers the team as the former admin now sees it. */
export function transferTeamAdmin(app: TApp, ctx: TContext) {
  app.post(
    '/api/update/team/admin',
    { schema: { body: ZTransferTeamAdminInput, response: { 200: ZTeamDetailsRecord } }, preHandler: requireSession },
    async (request) => {
      const user = authorizeSelf(request.sessionUser, undefined);
      authorize(user, 'transfer_admin', Team.of(sessionTeam(user, request.body.team_id)));
      const team = await findTeam(ctx.db, request.body.team_id);
      if (!team) throw Team.refuse('read');
      await transferAdmin(ctx.db, team, user.id, request.body.unique_id);
      // The session's memberships were read before the change: present with the ones that hold now.
      const viewer = { ...user, teams: await loadTeamMemberships(ctx.db, user.id) };
      return presentTeamDetails(await loadTeamDetails(ctx.db, (await findTeam(ctx.db, team.id))!), viewer);
    },
  );
}
