import { and, eq } from 'drizzle-orm';
import type { TSessionUser } from '../auth/sessionUser';
import type { Db } from '../db/database';
import { teamMembers } from '../db/schema';
import { forbidden } from '../errors';

/**
 * Team mode: a team_id in a request is honoured only for a member of that team (the spec's rule
 * that a user reaches their own and their team's data). No team_id means the user's own pool.
 */
export async function authorizeTeam(db: Db, user: TSessionUser, teamId: string | null | undefined): Promise<string | null> {
  if (!teamId) return null;
  const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(teamId);
  const rows = isUuid
    ? await db
        .select({ teamId: teamMembers.teamId })
        .from(teamMembers)
        .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, user.id)))
        .limit(1)
    : [];
  if (rows.length === 0) throw forbidden('You are not a member of that team.');
  return teamId;
}
