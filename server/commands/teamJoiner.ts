import { and, eq, sql } from 'drizzle-orm';
import type { TSessionUser } from '../auth/sessionUser';
import type { Db } from '../db/database';
import { teamInvitations, teamMembers, teams, users } from '../db/schema';
import { conflict, forbidden } from '../errors';
import { lockTeam, seatsPhrase, seatsTaken } from './teamSeats';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The refusal for a team the user was not invited to; a missing team reads the same, so ids cannot be probed. */
function notInvited(email: string) {
  return forbidden(`There is no invitation to this team for ${email}. Ask the team admin to invite this email address, then open the link again.`);
}

/**
 * The signed-in user joins a team that invited their email (docs/decisions.md, Teams). The
 * invitation is used up. Someone already in the team is simply in it; someone in another team
 * (their own included) is told so, since a user works in one team.
 */
export async function joinTeam(db: Db, user: TSessionUser, teamId: string): Promise<void> {
  if (!UUID.test(teamId)) throw notInvited(user.email);
  const email = user.email.toLowerCase();
  await db.transaction(async (tx) => {
    // The user's row first (as syncOwnedTeam locks it): two invitations accepted at once join one team.
    await tx.execute(sql`select id from users where id = ${user.id} for update`);
    const team = await lockTeam(tx, teamId);
    if (!team) throw notInvited(user.email);
    const memberships = await tx
      .select({ teamId: teamMembers.teamId, adminId: teams.adminId })
      .from(teamMembers)
      .innerJoin(teams, eq(teams.id, teamMembers.teamId))
      .where(eq(teamMembers.userId, user.id));
    if (memberships.some((membership) => membership.teamId === teamId)) return;
    const other = memberships[0];
    if (other) {
      throw conflict(
        other.adminId === user.id
          ? 'You are the admin of your own team, so you cannot join another one.'
          : 'You already belong to another team. Ask its admin to remove you before joining this one.',
      );
    }
    const [invitation] = await tx
      .select({ email: teamInvitations.email })
      .from(teamInvitations)
      .where(and(eq(teamInvitations.teamId, teamId), eq(teamInvitations.email, email)));
    if (!invitation) throw notInvited(user.email);
    if (team.expired) throw conflict('This team’s plan has ended. Ask the team admin to renew it, then open the link again.');
    // The invitation held a seat; a plan with fewer seats since then may leave none for it.
    const taken = await seatsTaken(tx, teamId);
    if (taken.members >= team.maxMembers) throw conflict(`This team is full: its plan has ${seatsPhrase(team.maxMembers)}. Ask the team admin to make room.`);
    await tx.insert(teamMembers).values({ teamId, userId: user.id });
    await tx.delete(teamInvitations).where(and(eq(teamInvitations.teamId, teamId), eq(teamInvitations.email, email)));
    await tx.update(users).set({ teamMember: true }).where(eq(users.id, user.id));
  });
}
