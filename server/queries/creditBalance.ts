import { sql } from 'drizzle-orm';
import type { TCreditBalance } from '@core/api/credits';
import type { Db } from '../db/database';
import { userPlanExpired } from './sqlFragments';
import { rowsOf } from '../db/rows';
import { HttpError, notFound } from '../errors';
import { ERRORS } from '@core/errors';
import { currentCredits, type TCreditFigures } from '@core/credits/creditPeriods';
import { parseCredits, subtractCredits, sumCredits } from '@core/credits/creditTenths';

type TPoolRow = TCreditFigures & { expired: boolean };
/** Credit figures as a hand-written query returns them: numeric(14,1) comes back as decimal text. */
export type TStoredCreditFigures = { credit_limit: string; credits_used: string; additional_credits: string };
/** A pool's stored figures as read (the generation gate reads them inside its own query). */
export type TStoredPoolRow = TStoredCreditFigures & { expired: boolean; plan_name: string | null; credits_day: string | null; today: string };
export type TCreditPool = { pool: 'user' | 'team'; row: TPoolRow; planName: string | null };

/** Today's UTC calendar day by the database's clock, as text (YYYY-MM-DD). */
export const UTC_TODAY = sql`(now() at time zone 'utc')::date::text`;

/** Turns a pool's row into the balance the API reports; credits left never go below zero. */
export function toBalance(pool: 'user' | 'team', row: Omit<TPoolRow, 'expired'>, byok = false): TCreditBalance {
  const left = subtractCredits(sumCredits(row.credit_limit, row.additional_credits), row.credits_used);
  return {
    pool,
    credit_limit: row.credit_limit,
    credits_used: row.credits_used,
    additional_credits: row.additional_credits,
    credits_left: Math.max(0, left),
    byok,
  };
}

/** Parses a raw row's credit figures (core's parseCredits); the query builder's columns parse themselves. */
export function creditFiguresOf<T extends TStoredCreditFigures>(row: T): Omit<T, keyof TStoredCreditFigures> & TCreditFigures {
  return {
    ...row,
    credit_limit: parseCredits(row.credit_limit),
    credits_used: parseCredits(row.credits_used),
    additional_credits: parseCredits(row.additional_credits),
  };
}

/**
 * The pool a generation would draw from, from its stored row; an expired plan or team answers 430
 * (spec §8). On a daily-credit plan a usage counted on an earlier UTC day reads as a new day's
 * allowance (core/credits/creditPeriods), so the figures are right before the next charge rewrites
 * the row. The day is the database's, as the charge's is.
 */
export function creditPoolFrom(pool: 'user' | 'team', stored: TStoredPoolRow | undefined): TCreditPool {
  if (!stored) throw notFound('That account or team no longer exists.');
  if (stored.expired) throw new HttpError('plan_expired', ERRORS.plan_expired.message);
  const { plan_name, credits_day, today, ...row } = creditFiguresOf(stored);
  return { pool, row: pool === 'team' ? row : currentCredits(row, plan_name, credits_day, today), planName: plan_name };
}

/** Reads the pool a generation would draw from (see creditPoolFrom): the team's in team mode, else the user's. */
export async function loadCreditPool(db: Db, target: { userId: string; teamId: string | null }): Promise<TCreditPool> {
  const rows = target.teamId
    ? rowsOf<TStoredPoolRow>(await db.execute(sql`
        select credit_limit, credits_used, additional_credits, expired, plan_name, null as credits_day, ${UTC_TODAY} as today
        from teams where id = ${target.teamId}`))
    : rowsOf<TStoredPoolRow>(await db.execute(sql`
        select credit_limit, credits_used, additional_credits, plan_name, credits_day::text, ${UTC_TODAY} as today,
               ${sql.raw(userPlanExpired('users'))} as expired
        from users where id = ${target.userId}`));
  return creditPoolFrom(target.teamId ? 'team' : 'user', rows[0]);
}
