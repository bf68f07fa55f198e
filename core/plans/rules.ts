import { TRIAL_PLAN_ID } from './planTable';

/** Free plans: any forever_free id, the LemonSqueezy free trial and the 5-day trial (spec §4). */
export function isFreePlan(planId: string | null | undefined): boolean {
  if (!planId) return false;
  return planId.includes('forever_free') || planId === 'ls-free-trial' || planId === TRIAL_PLAN_ID;
}

/** Plans whose name says trial have no team mode (spec §4). */
export function planLacksTeamMode(planId: string | null | undefined): boolean {
  return !planId || planId.toLowerCase().includes('trial');
}

/** Team mode is on when the user belongs to a team they do not administer (spec §4). */
export function defaultTeamMode(user: { uid: string; teamId: string | null; teamAdminId: string | null }): boolean {
  return Boolean(user.teamId) && user.teamAdminId !== user.uid;
}

/**
 * /account/analytics (spec §6): byok plans, lifetime plans and anyone in a team. The Plans issue
 * refines this with entitlements.
 */
export function canAccessAnalytics(user: { userPlan: string | null; teamId: string | null }): boolean {
  const plan = user.userPlan ?? '';
  return plan.includes('byok') || plan.includes('ltd') || Boolean(user.teamId);
}
