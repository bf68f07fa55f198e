import { eq, sql } from 'drizzle-orm';
import { hasDailyCredits, startPeriod } from '@core/credits/creditPeriods';
import type { TRunLimits } from '@core/plans/planTypes';
import type { Db } from '../db/database';
import { rowsOf } from '../db/rows';
import { users } from '../db/schema';
import { creditFiguresOf, UTC_TODAY, type TStoredCreditFigures } from '../queries/creditBalance';

type TLockedRow = TStoredCreditFigures & { plan_name: string | null; credits_day: string | null; today: string };

async function lockUserCredits(tx: Db, userId: string) {
  const row = rowsOf<TLockedRow>(await tx.execute(sql`
    select plan_name, credit_limit, credits_used, additional_credits, credits_day::text, ${UTC_TODAY} as today
    from users where id = ${userId} for update`))[0];
  return row && creditFiguresOf(row);
}

/**
 * On a daily-credit plan, starts today's allowance if the row still counts an earlier day. Call it
 * inside the charge's transaction: the row stays locked until the charge is written, so two
 * generations on the first charge of a day start the day once and then share its allowance.
 */
export async function startTodayIfDaily(tx: Db, userId: string): Promise<void> {
  const row = await lockUserCredits(tx, userId);
  if (!row || !hasDailyCredits(row.plan_name) || row.credits_day === row.today) return;
  const next = startPeriod(row);
  await tx.update(users).set({ creditsUsed: next.credits_used, additionalCredits: next.additional_credits, creditsDay: row.today }).where(eq(users.id, userId));
}

/**
 * A renewed period (a paid invoice, a plan assigned again after its end): credits used start over
 * (add-on credits already spent stay spent) and the plan's runs are all available again; purchased
 * additional runs are kept. The row is locked while the new figures are computed.
 */
export async function startRenewedPeriod(tx: Db, userId: string, plan: { creditLimit: number; runLimits: TRunLimits }, now: Date): Promise<void> {
  const row = await lockUserCredits(tx, userId);
  if (!row) return;
  const next = startPeriod(row);
  await tx
    .update(users)
    .set({ creditLimit: plan.creditLimit, creditsUsed: 0, additionalCredits: next.additional_credits, creditsDay: row.today, featureRuns: { ...plan.runLimits }, updatedAt: now })
    .where(eq(users.id, userId));
}
