import { sql } from 'drizzle-orm';
import { ERRORS } from '@core/errors';
import { creditsForText } from '@core/credits/creditsForText';
import type { Db } from '../db/database';
import { rowsOf } from '../db/rows';
import { usageEvents } from '../db/schema';
import { HttpError } from '../errors';
import { creditsToText, parseCredits } from '@core/credits/creditTenths';
import { creditFiguresOf, loadCreditPool, toBalance, type TStoredCreditFigures } from '../queries/creditBalance';
import { startTodayIfDaily } from './allowancePeriod';

type TChargeInput = { userId: string; teamId: string | null; outputText: string[]; feature: string; model: string | null };
type TChargedRow = TStoredCreditFigures & { amount: string };

/**
 * Charges a finished generation to the user's pool (or the team's in team mode) and records it in
 * the usage ledger, in one transaction. The pool row is locked while the charge is computed, so
 * concurrent generations never spend past the limit: the last one is charged what is left, and
 * once nothing is left the call answers 429 and charges nothing. On a daily-credit plan the first
 * charge of a UTC day starts the day's allowance under the same lock (allowancePeriod).
 */
export async function chargeCredits(db: Db, input: TChargeInput) {
  const { words, credits } = creditsForText(input.outputText);
  return db.transaction(async (tx) => {
    if (!input.teamId) await startTodayIfDaily(tx, input.userId);
    const { pool, row } = await loadCreditPool(tx, input);
    if (credits === 0) return { ...toBalance(pool, row), words, credits_charged: 0 };
    const table = pool === 'team' ? sql`teams` : sql`users`;
    const id = pool === 'team' ? input.teamId : input.userId;
    const rows = rowsOf<TChargedRow>(await tx.execute(sql`
      with pool as (
        select id, least(${creditsToText(credits)}::numeric, credit_limit + additional_credits - credits_used) as amount
        from ${table} where id = ${id} for update
      )
      update ${table} t set credits_used = t.credits_used + pool.amount
      from pool where t.id = pool.id and pool.amount > 0
      returning t.credit_limit, t.credits_used, t.additional_credits, pool.amount`));
    const charged = rows[0] && creditFiguresOf(rows[0]);
    if (!charged) throw new HttpError('credits_exhausted', ERRORS.credits_exhausted.message);
    await tx.insert(usageEvents).values({
      userId: input.userId,
      teamId: input.teamId,
      feature: input.feature,
      model: input.model,
      words,
      credits: parseCredits(charged.amount),
    });
    return { ...toBalance(pool, charged), words, credits_charged: parseCredits(charged.amount) };
  });
}
