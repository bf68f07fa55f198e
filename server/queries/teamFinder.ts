import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { teams, type TTeamRow } from '../db/schema/teams';

/** The team with this id (callers have authorized it against the session's memberships first). */
export async function findTeam(db: Db, teamId: string): Promise<TTeamRow | undefined> {
  const [team] = await db.select().from(teams).where(eq(teams.id, teamId)).limit(1);
  return team;
}
