import { PLAN_LIST, findPlan, NO_USER_PLAN_ID } from '@core/plans/planTable';
import type { TPlan } from '@core/plans/planTypes';
import type { Db } from '../db/database';
import { auditedAccountChange } from '../audit/auditedAccountChange';
import { assignPlan } from '../commands/planAssigner';
import { AdminError } from './adminError';
import { closeMatches } from './closeMatches';
import { findUserByEmail } from './userByEmail';

/** Ids an administrator may assign: every plan of the table except the no-user case. */
export const ASSIGNABLE_PLAN_IDS = PLAN_LIST.map((plan) => plan.id).filter((id) => id !== NO_USER_PLAN_ID);

/** The plan an administrator named, or an AdminError naming the closest ids. */
export function assignablePlan(planId: string): TPlan {
  const plan = planId === NO_USER_PLAN_ID ? undefined : findPlan(planId);
  if (plan) return plan;
  const matches = closeMatches(planId, ASSIGNABLE_PLAN_IDS);
  const hint = matches.length
    ? `Did you mean: ${matches.join(', ')}?`
    : `Plan ids look like premium_tier_1_monthly_june_2024; see docs/decisions.md ("Plans") for the table.`;
  throw new AdminError(`Unknown plan id "${planId}". ${hint}`);
}

/** `set-plan <email> <plan_id>`: puts the account on the plan, as a purchase would, with its audit entry. Returns what changed. */
export async function setPlan(db: Db, email: string, planId: string, now = new Date()): Promise<string> {
  const plan = assignablePlan(planId.trim());
  const user = await findUserByEmail(db, email);
  await auditedAccountChange(db, { actor: 'cli', action: 'plan.set', userId: user.id }, (tx) => assignPlan(tx, user.id, plan, now));
  const until = plan.durationDays ? new Date(now.getTime() + plan.durationDays * 86_400_000).toISOString().slice(0, 10) : 'no end date';
  return [
    `${user.email} is now on ${plan.displayName} (${plan.id}), until ${until}.`,
    `Credit limit ${plan.creditLimit}; runs: ${plan.runLimits.autoblog_workflow} AutoBlog workflow, ${plan.runLimits.content_optimization} content optimisation.`,
  ].join('\n');
}
