import { ZAddTeamMemberInput, ZTeamDetailsRecord } from '@core/api/teams';
import type { TApp, TContext } from '../../context';
import { inviteToTeam } from '../../commands/teamInviter';
import { requireSession } from '../../middleware/session';
import { authorizeTeamAdmin } from '../../policies/teamAdmin';
import { authorizeSelf } from '../../policies/user';
import { presentTeamDetails } from '../../presenters/teamDetails';
import { loadTeamDetails } from '../../queries/teamDetailsLoader';

/** POST /api/add/team/member {team_id, email}: the admin invites an email address; answers the team. */
export function addTeamMember(app: TApp, ctx: TContext) {
  app.post(
    '/api/add/team/member',
    { schema: { body: ZAddTeamMemberInput, response: { 201: ZTeamDetailsRecord } }, preHandler: requireSession },
    async (request, reply) => {
      const user = authorizeSelf(request.sessionUser, undefined);
      const team = await authorizeTeamAdmin(ctx.db, user, request.body.team_id);
      await inviteToTeam(ctx.db, team, request.body.email);
      return reply.status(201).send(presentTeamDetails(await loadTeamDetails(ctx.db, team), user.id));
    },
  );
}
