import { PLAN_LIST } from './planTable';
import type { TPlan } from './planTypes';
import { isPaidPlan } from './freePlans';

/**
 * Plans that allow one signed-in session at a time (spec §4 "another device logged in"): the paid
 * plans sold to one person (no seats: freelancer, pro, pay as you go, premium tier 1). A second
 * sign-in ends the older session, so one paid seat is not shared. Plans with seats sell sharing as
 * seats; free plans, trials, lifetime, custom and bring-your-own-key plans keep several sessions.
 */
const ONE_PERSON_FAMILIES: ReadonlySet<TPlan['family']> = new Set(['freelancer', 'pro', 'pay_as_you_go', 'premium']);

/** Whether a plan allows only one session at a time (docs/decisions.md, "Another device"). */
export function allowsOneSessionAtATime(plan: TPlan): boolean {
  return ONE_PERSON_FAMILIES.has(plan.family) && plan.maxTeamMembers === 0 && isPaidPlan(plan.id);
}

/** Every plan id with one session at a time: what the session hook matches users.plan_name against. */
export const ONE_SESSION_PLAN_IDS: readonly string[] = PLAN_LIST.filter(allowsOneSessionAtATime).map((plan) => plan.id);
