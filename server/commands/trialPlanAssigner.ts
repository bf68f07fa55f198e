import { eq } from 'drizzle-orm';
import { PLANS, TRIAL_PLAN_ID } from '@core/plans/planTable';
import type { Db } from '../db/database';
import { users } from '../db/schema';

const DAY_MS = 24 * 60 * 60 * 1_000;

/**
 * Puts a user on the trial a new account starts with (update-user semantics of spec §7: plan_name,
 * credit_limit, expiry_days), with the trial's runs available.
 */
export async function assignTrialPlan(db: Db, userId: string, now = new Date()): Promise<void> {
  const plan = PLANS[TRIAL_PLAN_ID]!;
  await db
    .update(users)
    .set({
      planName: plan.id,
      creditLimit: plan.creditLimit,
      expiryDate: plan.durationDays ? new Date(now.getTime() + plan.durationDays * DAY_MS) : null,
      featureRuns: plan.runLimits,
      subscriptionStatus: 'trialing',
      updatedAt: now,
    })
    .where(eq(users.id, userId));
}
