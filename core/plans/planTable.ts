import type { TPlan } from './planTypes';
import { AGENCY_PLANS } from './table/agency';
import { BYOK_PLANS } from './table/byok';
import { CUSTOM_PLANS } from './table/custom';
import { FOREVER_FREE_PLANS } from './table/foreverFree';
import { FREELANCER_PLANS } from './table/freelancer';
import { LTD_PLANS } from './table/ltd';
import { NO_USER_PLANS } from './table/noUser';
import { PAY_AS_YOU_GO_PLANS } from './table/payAsYouGo';
import { PREMIUM_PLANS } from './table/premium';
import { PRO_PLANS } from './table/pro';
import { TEAM_PLANS } from './table/team';
import { TRIAL_PLANS } from './table/trials';

/**
 * The plan table (spec §4): every plan identifier, one file per family under table/. Numbers the
 * spec does not give are listed in each entry's `ourChoice` and in docs/decisions.md ("Plans").
 */
export type { TPlan, TRunLimits } from './planTypes';
export { TRIAL_PLAN_ID, LS_FREE_TRIAL_PLAN_ID } from './table/trials';
export { NO_USER_PLAN_ID } from './table/noUser';
export { FOREVER_FREE_PLAN_ID } from './table/foreverFree';
export { CUSTOM_PLAN_ID } from './table/custom';
export { BYOK_PLAN_ID } from './table/byok';

/** Every plan, in the order of spec §4's list. */
export const PLAN_LIST: readonly TPlan[] = [
  ...PREMIUM_PLANS,
  ...TEAM_PLANS,
  ...AGENCY_PLANS,
  ...PAY_AS_YOU_GO_PLANS,
  ...FREELANCER_PLANS,
  ...PRO_PLANS,
  ...LTD_PLANS,
  ...TRIAL_PLANS,
  ...FOREVER_FREE_PLANS,
  ...CUSTOM_PLANS,
  ...BYOK_PLANS,
  ...NO_USER_PLANS,
];

/** The plans by id. */
export const PLANS: Record<string, TPlan> = Object.fromEntries(PLAN_LIST.map((plan) => [plan.id, plan]));

/** The plan of an id, or undefined for ids this build does not know (resolvePlan adds fallbacks). */
export function findPlan(planId: string | null | undefined): TPlan | undefined {
  // hasOwn: an id such as "constructor" must not find Object.prototype's member.
  return planId && Object.hasOwn(PLANS, planId) ? PLANS[planId] : undefined;
}
