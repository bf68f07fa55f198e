import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/database';
import { teamMembers, teams } from '../db/schema';

/**
 * Whether the user is a member of a team someone else administers: such a user neither buys a
 * team plan online nor gets a team of their own (a user is in one team; docs/decisions.md, Teams).
 */
export async function isMemberOfOthersTeam(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .select({ teamId: teamMembers.teamId })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(and(eq(teamMembers.userId, userId), ne(teams.adminId, userId)))
    .limit(1);
  return rows.length > 0;
}
