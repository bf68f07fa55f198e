import type { TSessionUser } from '../auth/sessionUser';
import type { TDatabase } from '../db/database';

/**
 * The session user's columns off a users row `u`: the person and their team memberships (team id, the
 * team's admin), which every team rule reads (policies/), so no handler looks membership up again.
 * An API token's request reads the same (apiTokens/apiTokenUserLoader.ts).
 */
export const SESSION_USER_COLUMNS = `u.id, u.email, u.name,
    coalesce((select json_agg(json_build_object('id', t.id, 'adminId', t.admin_id) order by m.joined_at, t.id)
              from team_members m join teams t on t.id = m.team_id
              where m.user_id = u.id), '[]'::json) as teams`;

// One round trip: the person with their teams.
const SESSION_USER_SQL = `
  select ${SESSION_USER_COLUMNS}
  from sessions s join users u on u.id = s.user_id
  where s.token = $1 and s.expires_at > now()`;

/** The person a live session token belongs to, with their teams, or null for unknown and expired tokens. */
export async function loadSessionUser(database: TDatabase, token: string): Promise<TSessionUser | null> {
  const rows = await database.query<TSessionUser>('session_user', SESSION_USER_SQL, [token]);
  return rows[0] ?? null;
}
