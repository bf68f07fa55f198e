import { sql } from 'drizzle-orm';
import type { TCreditBalance } from '@core/api/credits';
import type { Db } from '../db/database';
import { rowsOf } from '../db/rows';
import { HttpError, notFound } from '../errors';
import { ERRORS } from '@core/errors';

type TPoolRow = { credit_limit: number; credits_used: number; additional_credits: number; expired: boolean };

/** Turns a pool's row into the balance the API reports; credits left never go below zero. */
export function toBalance(pool: 'user' | 'team', row: Omit<TPoolRow, 'expired'>, byok = false): TCreditBalance {
  const left = Math.max(0, row.credit_limit + row.additional_credits - row.credits_used);
  return {
    pool,
    credit_limit: row.credit_limit,
    credits_used: row.credits_used,
    additional_credits: row.additional_credits,
    credits_left: Math.round(left * 10) / 10,
    byok,
  };
}

/** Reads the pool a generation would draw from; an expired plan or team answers 430 (spec §8). */
export async function loadCreditPool(db: Db, target: { userId: string; teamId: string | null }): Promise<{ pool: 'user' | 'team'; row: TPoolRow; planName: string | null }> {
  const rows = target.teamId
    ? rowsOf<TPoolRow & { plan_name: string | null }>(await db.execute(sql`
        select credit_limit, credits_used, additional_credits, expired, plan_name from teams where id = ${target.teamId}`))
    : rowsOf<TPoolRow & { plan_name: string | null }>(await db.execute(sql`
        select credit_limit, credits_used, additional_credits, plan_name,
               (expiry_date is not null and expiry_date < now()) or not active_user as expired
        from users where id = ${target.userId}`));
  const row = rows[0];
  if (!row) throw notFound('That account or team no longer exists.');
  if (row.expired) throw new HttpError('plan_expired', ERRORS.plan_expired.message);
  return { pool: target.teamId ? 'team' : 'user', row, planName: row.plan_name };
}
