import type { TApp, TContext } from '../../context';
import { addTeamMember } from './addTeamMember';
import { deleteTeamMember } from './deleteTeamMember';
import { fetchTeamDetails } from './fetchTeamDetails';
import { fetchTeamUsage } from './fetchTeamUsage';
import { joinTeam } from './joinTeam';
import { transferTeamAdmin } from './transferTeamAdmin';

/** Teams (spec §7): the team record, the admin's invitations, removals, admin handover and members' usage, and joining by invitation. */
export function registerTeamRoutes(app: TApp, ctx: TContext) {
  fetchTeamDetails(app, ctx);
  addTeamMember(app, ctx);
  deleteTeamMember(app, ctx);
  joinTeam(app, ctx);
  transferTeamAdmin(app, ctx);
  fetchTeamUsage(app, ctx);
}
