import { eq } from 'drizzle-orm';
import { findPlan, NO_USER_PLAN_ID } from '@core/plans/planTable';
import type { TPlan } from '@core/plans/planTypes';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import { isMemberOfOthersTeam } from '../queries/otherTeamMembership';
import { billingError } from './billingError';
import { checkoutModeFor } from './checkoutPrice';

/**
 * Whether this user may buy this plan online: it must be a plan of the table that is sold (not free,
 * not custom), not the plan they already have while it runs, and a team plan only for someone who
 * is not a member of a team someone else administers (that team's plan is its admin's to buy).
 */
export async function checkoutEligiblePlan(db: Db, userId: string, planId: string, now = new Date()): Promise<TPlan> {
  const plan = planId === NO_USER_PLAN_ID ? undefined : findPlan(planId);
  if (!plan) throw billingError('plan_not_for_sale', `There is no plan "${planId}".`);
  if (!checkoutModeFor(plan)) throw billingError('plan_not_for_sale');
  const [user] = await db.select({ planName: users.planName, expiryDate: users.expiryDate }).from(users).where(eq(users.id, userId));
  const running = !user?.expiryDate || user.expiryDate.getTime() > now.getTime();
  if (user?.planName === plan.id && running) throw billingError('plan_already_active');
  if (plan.maxTeamMembers > 0 && (await isMemberOfOthersTeam(db, userId))) throw billingError('team_plan_admin_only');
  return plan;
}
