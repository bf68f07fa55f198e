import { PLANS, TRIAL_PLAN_ID } from '@core/plans/planTable';
import type { Db } from '../db/database';
import { assignPlan } from './planAssigner';

/**
 * Puts a user on the trial a new account starts with (update-user semantics of spec §7: plan_name,
 * credit_limit, expiry_days), with the trial's runs available.
 */
export async function assignTrialPlan(db: Db, userId: string, now = new Date()): Promise<void> {
  await assignPlan(db, userId, PLANS[TRIAL_PLAN_ID]!, now);
}
