import { eq } from 'drizzle-orm';
import { PLANS, TRIAL_PLAN_ID } from '@core/plans/planTable';
import { auditedAccountChange } from '../audit/auditedAccountChange';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import { assignPlan } from './planAssigner';

/**
 * Puts a user on the trial a new account starts with (update-user semantics of spec §7: plan_name,
 * credit_limit, expiry_days), with the trial's runs available.
 */
export async function assignTrialPlan(db: Db, userId: string, now = new Date()): Promise<void> {
  await assignPlan(db, userId, PLANS[TRIAL_PLAN_ID]!, now);
}

/**
 * On an installation that asks for a verified email first (docs/decisions.md, issue 16): the trial
 * plan without its credits and runs, so an account made by a script spends nothing.
 */
export async function withholdTrialCredits(db: Db, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ creditLimit: 0, featureRuns: { autoblog_workflow: 0, content_optimization: 0 } })
    .where(eq(users.id, userId));
}

/** The email is verified: a trial that was withheld gets its credits and runs, its days counted from now. */
export async function grantWithheldTrial(db: Db, userId: string, now = new Date()): Promise<void> {
  const [user] = await db.select({ email: users.email, planName: users.planName, creditLimit: users.creditLimit }).from(users).where(eq(users.id, userId));
  if (user?.planName !== TRIAL_PLAN_ID || user.creditLimit !== 0) return;
  // In the audit log (issue 22) as the person's own change: verifying their email released it.
  await auditedAccountChange(db, { actor: user.email, action: 'plan.trial_granted', userId }, (tx) => assignTrialPlan(tx, userId, now));
}
