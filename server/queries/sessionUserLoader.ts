import type { TSessionUser } from '../auth/sessionUser';
import type { TDatabase } from '../db/database';

const SESSION_USER_SQL = `
  select u.id, u.email, u.name
  from sessions s join users u on u.id = s.user_id
  where s.token = $1 and s.expires_at > now()`;

/** The person a live session token belongs to, or null for unknown and expired tokens. */
export async function loadSessionUser(database: TDatabase, token: string): Promise<TSessionUser | null> {
  const rows = await database.query<TSessionUser>('session_user', SESSION_USER_SQL, [token]);
  return rows[0] ?? null;
}
