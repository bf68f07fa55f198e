import type { TSessionUser } from '../auth/sessionUser';
import type { TDatabase } from '../db/database';
import { SESSION_USER_COLUMNS } from '../queries/sessionUserLoader';

/** How stale last_used_at may get: a token in constant use is written about once a minute, not per request. */
export const LAST_USED_RESOLUTION_SECONDS = 60;

/**
 * One round trip per request, like the cookie session's: the token (by its hash) with its owner and
 * their teams. The same statement stamps last_used_at when it is a minute old or unset; otherwise
 * its update matches no row, so a busy script costs no write per request and waits for none.
 */
const API_TOKEN_USER_SQL = `
  with token as (select id, user_id, revoked_at from api_tokens where token_hash = $1),
  touched as (
    update api_tokens set last_used_at = now()
    where id = (select id from token where revoked_at is null)
      and (last_used_at is null or last_used_at < now() - interval '${LAST_USED_RESOLUTION_SECONDS} seconds')
  )
  select token.id as token_id, token.revoked_at is not null as revoked, ${SESSION_USER_COLUMNS}
  from token join users u on u.id = token.user_id`;

export type TApiTokenUser = { tokenId: string; revoked: boolean; user: TSessionUser };

type TApiTokenUserRow = TSessionUser & { token_id: string; revoked: boolean };

/** The token with this hash and the person it acts for; null when no token has it (never made, or its owner's account is gone). */
export async function loadApiTokenUser(database: TDatabase, tokenHash: string): Promise<TApiTokenUser | null> {
  const [row] = await database.query<TApiTokenUserRow>('api_token_user', API_TOKEN_USER_SQL, [tokenHash]);
  if (!row) return null;
  const { token_id, revoked, ...user } = row;
  return { tokenId: token_id, revoked, user };
}
