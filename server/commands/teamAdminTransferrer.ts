import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { teamMembers, teams, users } from '../db/schema';
import type { TTeamRow } from '../db/schema/teams';
import { badRequest, conflict, notFound } from '../errors';
import { lockTeam } from './teamSeats';

/**
 * The admin hands the admin role to another member (docs/decisions.md, "Team admin actions"): the
 * team's admin id moves to them and the former admin stays a member. The team keeps its plan, seats,
 * pool and payer: the payer's plan changes still renew or end it (syncOwnedTeam follows payer_id)
 * until the new admin buys a team plan for it and becomes its payer. The team row is locked, so two
 * transfers at once cannot both succeed from the same admin.
 */
export async function transferTeamAdmin(db: Db, team: TTeamRow, fromUserId: string, toUserId: string): Promise<void> {
  if (toUserId === fromUserId) throw badRequest('You are already the team admin: choose another member.', 'unique_id');
  await db.transaction(async (tx) => {
    const locked = await lockTeam(tx, team.id);
    if (!locked) throw notFound('That team no longer exists.');
    // Another transfer may have moved the role since the session was read.
    if (locked.adminId !== fromUserId) throw conflict('You are no longer the admin of this team.');
    const [member] = await tx
      .select({ userId: teamMembers.userId })
      .from(teamMembers)
      .where(and(eq(teamMembers.teamId, team.id), eq(teamMembers.userId, toUserId)));
    if (!member) throw notFound('That person is not a member of your team.');
    await tx.update(teams).set({ adminId: toUserId }).where(eq(teams.id, team.id));
    // team_member (user details) marks someone who joined another admin's team.
    await tx.update(users).set({ teamMember: false }).where(eq(users.id, toUserId));
    await tx.update(users).set({ teamMember: true }).where(eq(users.id, fromUserId));
  });
}
