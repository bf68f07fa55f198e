import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { ANOTHER_DEVICE_CODE, ANOTHER_DEVICE_MESSAGE } from '@core/api/account';
import { ONE_SESSION_PLAN_IDS } from '@core/plans/sessionLimit';
import type { Db, TDatabase } from '../db/database';
import { rowsOf } from '../db/rows';
import { HttpError } from '../errors';

/** Why the server ended a session, as the old tab's next call is told (ended_sessions.reason). */
export type TSessionEndReason = typeof ANOTHER_DEVICE_CODE;

/**
 * How long an ended session's reason is kept: better-auth's session cookie lives 7 days from its last
 * refresh, so after 8 days no browser still sends the ended token.
 */
export const ENDED_SESSION_KEEP_DAYS = 8;

/** ended_sessions keys: a SHA-256 of the token, so the table never holds a token that would sign anyone in. */
export function sessionTokenHash(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/**
 * After a sign-in: when the person's plan allows one session at a time (core/plans/sessionLimit.ts),
 * ends their older sessions and records why, in one statement. Only sessions created before the new
 * one go, so two sign-ins at once leave the newer. Returns how many sessions were ended.
 */
export async function endOlderSessionsOnOneSessionPlans(db: Db, session: { id: string; userId: string; createdAt: Date }): Promise<number> {
  if (ONE_SESSION_PLAN_IDS.length === 0) return 0;
  const plans = sql.join(ONE_SESSION_PLAN_IDS.map((id) => sql`${id}`), sql`, `);
  const result = await db.execute(sql`
    with ended as (
      delete from sessions s
      where s.user_id = ${session.userId} and s.id <> ${session.id} and s.created_at <= ${session.createdAt.toISOString()}::timestamptz
        and exists (select 1 from users u where u.id = ${session.userId} and u.plan_name in (${plans}))
      returning s.token
    )
    insert into ended_sessions (token_hash, user_id, reason)
    select encode(sha256(convert_to(token, 'UTF8')), 'hex'), ${session.userId}, ${ANOTHER_DEVICE_CODE} from ended
    on conflict (token_hash) do nothing
    returning token_hash`);
  // Reasons no browser can still ask for go at the same time (the table stays as small as its use).
  await db.execute(sql`delete from ended_sessions where ended_at < now() - make_interval(days => ${ENDED_SESSION_KEEP_DAYS})`);
  return rowsOf(result).length;
}

const REASON_SQL = `select reason from ended_sessions where token_hash = $1`;

/** The reason a token's session was ended by the server, or null (a plain sign-out, an expiry, an unknown token). */
export async function findSessionEndReason(database: TDatabase, token: string): Promise<TSessionEndReason | null> {
  const rows = await database.query<{ reason: string }>('session_end_reason', REASON_SQL, [sessionTokenHash(token)]);
  return rows[0]?.reason === ANOTHER_DEVICE_CODE ? ANOTHER_DEVICE_CODE : null;
}

/** The same lookup through the query builder, for better-auth's hooks (which hold a Db, not the prepared statements). */
export async function sessionEndReasonIn(db: Db, token: string): Promise<TSessionEndReason | null> {
  const result = await db.execute(sql`select reason from ended_sessions where token_hash = ${sessionTokenHash(token)}`);
  return rowsOf<{ reason: string }>(result)[0]?.reason === ANOTHER_DEVICE_CODE ? ANOTHER_DEVICE_CODE : null;
}

/** The 401 a request of an ended session gets: `{ error: 'another_device', message }`. */
export function sessionEndedError(_reason: TSessionEndReason): HttpError {
  return new HttpError('another_device', ANOTHER_DEVICE_MESSAGE);
}
