import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { teamInvitations, teamMembers, users } from '../db/schema';
import type { TTeamRow } from '../db/schema/teams';

export type TTeamPerson = { id: string; name: string; email: string; joinedAt: Date };
export type TTeamInvitation = { email: string; createdAt: Date };
export type TTeamDetails = { team: TTeamRow; adminEmail: string; members: TTeamPerson[]; invitations: TTeamInvitation[] };

/** A team with its members (in the order they joined) and its pending invitations (oldest first). */
export async function loadTeamDetails(db: Db, team: TTeamRow): Promise<TTeamDetails> {
  const [admin, members, invitations] = await Promise.all([
    db.select({ email: users.email }).from(users).where(eq(users.id, team.adminId)),
    db
      .select({ id: users.id, name: users.name, email: users.email, joinedAt: teamMembers.joinedAt })
      .from(teamMembers)
      .innerJoin(users, eq(users.id, teamMembers.userId))
      .where(eq(teamMembers.teamId, team.id))
      .orderBy(asc(teamMembers.joinedAt), asc(users.email)),
    db
      .select({ email: teamInvitations.email, createdAt: teamInvitations.createdAt })
      .from(teamInvitations)
      .where(eq(teamInvitations.teamId, team.id))
      .orderBy(asc(teamInvitations.createdAt), asc(teamInvitations.email)),
  ]);
  return { team, adminEmail: admin[0]?.email ?? '', members, invitations };
}
