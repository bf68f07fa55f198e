import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { teamInvitations, teamMembers, users } from '../db/schema';
import type { TTeamRow } from '../db/schema/teams';
import { conflict } from '../errors';
import { lockTeam, seatsPhrase, seatsTaken } from './teamSeats';

/**
 * The admin invites an email address (docs/decisions.md, Teams): it holds a seat until the person
 * joins or the admin removes it. Refused for a member already in, an address already invited, an
 * ended team plan and a full team (members and invitations together within max_members).
 */
export async function inviteToTeam(db: Db, team: TTeamRow, email: string): Promise<void> {
  await db.transaction(async (tx) => {
    const locked = (await lockTeam(tx, team.id)) ?? team;
    if (locked.expired) throw conflict('Your team’s plan has ended. Renew it before inviting members.');
    const inTeam = await tx
      .select({ id: users.id })
      .from(teamMembers)
      .innerJoin(users, eq(users.id, teamMembers.userId))
      .where(and(eq(teamMembers.teamId, team.id), sql`lower(${users.email}) = ${email}`))
      .limit(1);
    if (inTeam.length > 0) throw conflict(`${email} is already a member of your team.`, 'email');
    const invited = await tx
      .select({ email: teamInvitations.email })
      .from(teamInvitations)
      .where(and(eq(teamInvitations.teamId, team.id), eq(teamInvitations.email, email)))
      .limit(1);
    if (invited.length > 0) throw conflict(`${email} has already been invited. Send them the join link.`, 'email');
    const taken = await seatsTaken(tx, team.id);
    if (taken.members + taken.invitations >= locked.maxMembers) {
      throw conflict(
        `Your team is full: its plan has ${seatsPhrase(locked.maxMembers)}, all taken by members and pending invitations. Remove a member or an invitation first.`,
        'email',
      );
    }
    await tx.insert(teamInvitations).values({ teamId: team.id, email, invitedBy: locked.adminId });
  });
}
