import { ZAddTeamMemberInput, ZTeamDetailsRecord } from '@core/api/teams';
import type { TApp, TContext } from '../../context';
import { inviteToTeam } from '../../commands/teamInviter';
import { requireSession } from '../../middleware/session';
import { authorize, authorizeSelf, Team } from '../../policies';
import { sessionTeam } from '../../policies/team';
import { findTeam } from '../../queries/teamFinder';
import { presentTeamDetails } from '../../presenters/teamDetails';
import { loadTeamDetails } from '../../queries/teamDetailsLoader';

/** POST /api/add/team/member {team_id, email}: the admin invites an email address; answers the team. */
export function addTeamMember(app: TApp, ctx: TContext) {
  app.post(
    '/api/add/team/member',
    { schema: { body: ZAddTeamMemberInput, response: { 201: ZTeamDetailsRecord } }, preHandler: requireSession },
    async (request, reply) => {
      const user = authorizeSelf(request.sessionUser, undefined);
      authorize(user, 'update', Team.of(sessionTeam(user, request.body.team_id)));
      const team = await findTeam(ctx.db, request.body.team_id);
      if (!team) throw Team.refuse('read');
      await inviteToTeam(ctx.db, team, request.body.email);
      return reply.status(201).send(presentTeamDetails(await loadTeamDetails(ctx.db, team), user));
    },
  );
}
