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

// One round trip: the person with their teams, and until when the session lasts (for caches).
export const SESSION_USER_SQL = `
  select ${SESSION_USER_COLUMNS}, s.expires_at
  from sessions s join users u on u.id = s.user_id
  where s.token = $1 and s.expires_at > now()`;

/** A live session: its person, and when it ends. */
export type TLiveSession = { user: TSessionUser; expiresAt: number };

/** The live session of a token, or null for unknown and expired tokens. */
export async function loadLiveSession(database: TDatabase, token: string): Promise<TLiveSession | null> {
  const rows = await database.query<TSessionUser & { expires_at: Date | string }>('session_user', SESSION_USER_SQL, [token]);
  const row = rows[0];
  if (!row) return null;
  const { expires_at, ...user } = row;
  return { user, expiresAt: new Date(expires_at).getTime() };
}

/** The person a live session token belongs to, with their teams, or null for unknown and expired tokens. */
export async function loadSessionUser(database: TDatabase, token: string): Promise<TSessionUser | null> {
  return (await loadLiveSession(database, token))?.user ?? null;
}
