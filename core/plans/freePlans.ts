import { LS_FREE_TRIAL_PLAN_ID, TRIAL_PLAN_ID } from './planTable';
import { resolvePlan } from './resolvePlan';

/** Free plans: any forever_free id, the LemonSqueezy free trial and the 5-day trial (spec §4). */
export function isFreePlan(planId: string | null | undefined): boolean {
  if (!planId) return false;
  return planId.includes('forever_free') || planId === LS_FREE_TRIAL_PLAN_ID || planId === TRIAL_PLAN_ID;
}

/** A plan someone pays for: a plan this build knows (or resolves) that is not free (spec §6 "paid plans"). */
export function isPaidPlan(planId: string | null | undefined): boolean {
  return resolvePlan(planId).family !== 'no_user' && !isFreePlan(planId);
}
