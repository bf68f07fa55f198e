import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { teamInvitations, teamMembers, users } from '../db/schema';
import type { TTeamRow } from '../db/schema/teams';
import { badRequest, notFound } from '../errors';

/**
 * The admin removes someone from the team by email: the member (who loses the team's docs and
 * pool; their own work stays theirs) and any invitation of that address, so the link no longer
 * lets them back in. The admin cannot remove themselves: the team is their plan's. Answers who was
 * removed, so their open co-editing sockets can be closed too.
 */
export async function removeFromTeam(db: Db, team: TTeamRow, email: string): Promise<{ removedUserIds: string[] }> {
  return db.transaction(async (tx) => {
    const people = await tx
      .select({ id: users.id })
      .from(teamMembers)
      .innerJoin(users, eq(users.id, teamMembers.userId))
      .where(and(eq(teamMembers.teamId, team.id), sql`lower(${users.email}) = ${email}`));
    if (people.some((person) => person.id === team.adminId)) {
      throw badRequest('You are the team admin: you cannot remove yourself from your own team.', 'email');
    }
    const ids = people.map((person) => person.id);
    if (ids.length > 0) {
      await tx.delete(teamMembers).where(and(eq(teamMembers.teamId, team.id), inArray(teamMembers.userId, ids)));
      await tx.update(users).set({ teamMember: false }).where(inArray(users.id, ids));
    }
    const invitations = await tx
      .delete(teamInvitations)
      .where(and(eq(teamInvitations.teamId, team.id), eq(teamInvitations.email, email)))
      .returning({ email: teamInvitations.email });
    if (ids.length === 0 && invitations.length === 0) throw notFound(`${email} is neither a member of your team nor invited to it.`);
    return { removedUserIds: ids };
  });
}
