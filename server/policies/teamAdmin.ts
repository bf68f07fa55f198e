import { eq } from 'drizzle-orm';
import type { TSessionUser } from '../auth/sessionUser';
import type { Db } from '../db/database';
import { teams } from '../db/schema';
import type { TTeamRow } from '../db/schema/teams';
import { forbidden } from '../errors';
import { authorizeTeam } from './team';

/** The team, for one of its members (anyone else: 403, as authorizeTeam answers). */
export async function authorizeTeamMember(db: Db, user: TSessionUser, teamId: string): Promise<TTeamRow> {
  await authorizeTeam(db, user, teamId);
  const [team] = await db.select().from(teams).where(eq(teams.id, teamId));
  if (!team) throw forbidden('You are not a member of that team.');
  return team;
}

/** The team, for its admin only: members read it, only the admin changes who is in it. */
export async function authorizeTeamAdmin(db: Db, user: TSessionUser, teamId: string): Promise<TTeamRow> {
  const team = await authorizeTeamMember(db, user, teamId);
  if (team.adminId !== user.id) throw forbidden('Only the team admin can invite or remove members.');
  return team;
}
