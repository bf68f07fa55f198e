import { asc, eq } from 'drizzle-orm';
import type { TTeamMembership } from '../auth/sessionUser';
import type { Db } from '../db/database';
import { teamMembers, teams } from '../db/schema';

/**
 * The person's team memberships as they stand now (the session loads them once per request; a join
 * or a removal during the request or the life of a socket reads them again here).
 */
export function loadTeamMemberships(db: Db, userId: string): Promise<TTeamMembership[]> {
  return db
    .select({ id: teams.id, adminId: teams.adminId })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(eq(teamMembers.userId, userId))
    .orderBy(asc(teamMembers.joinedAt), asc(teams.id));
}
