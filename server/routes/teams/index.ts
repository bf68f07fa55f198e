import type { TApp, TContext } from '../../context';
import { addTeamMember } from './addTeamMember';
import { deleteTeamMember } from './deleteTeamMember';
import { fetchTeamDetails } from './fetchTeamDetails';
import { joinTeam } from './joinTeam';

/** Teams (spec §7): the team record, the admin's invitations and removals, and joining by invitation. */
export function registerTeamRoutes(app: TApp, ctx: TContext) {
  fetchTeamDetails(app, ctx);
  addTeamMember(app, ctx);
  deleteTeamMember(app, ctx);
  joinTeam(app, ctx);
}
