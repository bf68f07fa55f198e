import { eq } from 'drizzle-orm';
import { isPaidPlan } from '@core/plans/freePlans';
import type { TPlan } from '@core/plans/planTypes';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import { startRenewedPeriod } from './allowancePeriod';
import { syncOwnedTeam } from './teamOwnership';

const DAY_MS = 24 * 60 * 60 * 1_000;

/** The subscription status a plan starts with: trials are trialing, paid plans active, other free plans none. */
function startingStatus(plan: TPlan): string | null {
  if (plan.family === 'trial') return 'trialing';
  return isPaidPlan(plan.id) ? 'active' : null;
}

/**
 * Puts a user on a plan (update-user semantics of spec §7: plan_name, credit_limit, expiry from the
 * plan's days), with the plan's runs available and paid_user saying whether someone pays for it.
 * Credits already used and purchased add-ons are kept while the current period runs; a plan
 * assigned after the previous one ended starts a new period (allowancePeriod: usage starts over).
 * The team the plan comes with follows it (teamOwnership).
 */
export async function assignPlan(db: Db, userId: string, plan: TPlan, now = new Date()): Promise<void> {
  const [current] = await db.select({ expiryDate: users.expiryDate }).from(users).where(eq(users.id, userId));
  // Settled against the ended plan's limit (the usage past it came out of add-ons), then reassigned.
  const newPeriod = Boolean(current?.expiryDate && current.expiryDate.getTime() <= now.getTime());
  if (newPeriod) await startRenewedPeriod(db, userId, plan, now);
  await db
    .update(users)
    .set({
      planName: plan.id,
      creditLimit: plan.creditLimit,
      expiryDate: plan.durationDays ? new Date(now.getTime() + plan.durationDays * DAY_MS) : null,
      featureRuns: plan.runLimits,
      paidUser: isPaidPlan(plan.id),
      subscriptionStatus: startingStatus(plan),
      updatedAt: now,
    })
    .where(eq(users.id, userId));
  // A team plan comes with its team (created once, updated on every later assignment).
  await syncOwnedTeam(db, userId, plan, { newPeriod });
}
