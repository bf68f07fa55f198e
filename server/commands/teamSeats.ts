import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { teamInvitations, teamMembers, teams } from '../db/schema';
import type { TTeamRow } from '../db/schema/teams';

/**
 * Locks the team's row for the rest of the transaction, so invitations and joins that run at once
 * count seats one after the other, and answers it as it stands now.
 */
export async function lockTeam(tx: Db, teamId: string): Promise<TTeamRow | undefined> {
  const [team] = await tx.select().from(teams).where(eq(teams.id, teamId)).for('update');
  return team;
}

/** Seats taken: members (the admin included) and pending invitations, each holding a seat. */
export async function seatsTaken(tx: Db, teamId: string): Promise<{ members: number; invitations: number }> {
  const [members] = await tx.select({ count: sql<number>`count(*)::int` }).from(teamMembers).where(eq(teamMembers.teamId, teamId));
  const [invitations] = await tx.select({ count: sql<number>`count(*)::int` }).from(teamInvitations).where(eq(teamInvitations.teamId, teamId));
  return { members: members?.count ?? 0, invitations: invitations?.count ?? 0 };
}

/** "Your team has 5 seats" for the messages that mention the limit. */
export function seatsPhrase(maxMembers: number): string {
  return `${maxMembers} ${maxMembers === 1 ? 'seat' : 'seats'}`;
}
