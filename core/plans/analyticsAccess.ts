import type { TPlanUser } from './planTypes';
import { resolvePlan } from './resolvePlan';

/** Words that make a team plan or entitlement count for forever-free users (spec §6). */
const TEAM_KINDS = ['team', 'enterprise', 'agency', 'custom', 'lifetime', 'ltd'];

function namesTeamKind(value: string | null | undefined): boolean {
  const lower = value?.toLowerCase() ?? '';
  return TEAM_KINDS.some((kind) => lower.includes(kind));
}

/** "pro" as a word of an id or entitlement (pro_lifetime, ltd-pro), not inside another word. */
function namesPro(value: string): boolean {
  return /(^|[^a-z])pro($|[^a-z])/i.test(value);
}

/** Byok plans: any id containing byok (spec §4 "a plan containing byok"). */
export function isByokPlan(planId: string | null | undefined): boolean {
  return Boolean(planId?.includes('byok'));
}

/** Lifetime plans: the ltd family, or an id that says ltd or lifetime. */
export function isLifetimePlan(planId: string | null | undefined): boolean {
  if (!planId) return false;
  return resolvePlan(planId).family === 'ltd' || /ltd|lifetime/i.test(planId);
}

/**
 * /account/analytics (spec §6), checked in this order: byok plans; forever-free users only in team
 * mode with a team, enterprise, agency, custom or lifetime team plan or entitlement; pro lifetime;
 * other lifetime users with a team entitlement in team mode or personal lifetime entitlements;
 * everyone else when they are in a team.
 * Omitted teamMode means "in team mode whenever in a team" (the default for members, trial and
 * forever-free users, spec §4). Omitted ltdEntitlements means the lifetime plan itself is the user's
 * one personal entitlement; pass [] when they hold none (e.g. expired).
 */
export function canAccessAnalytics(user: TPlanUser): boolean {
  const plan = user.userPlan ?? '';
  const inTeam = Boolean(user.teamId);
  const teamMode = inTeam && (user.teamMode ?? true);
  if (isByokPlan(plan)) return true;
  if (plan.includes('forever_free')) return teamMode && (namesTeamKind(user.teamPlan) || namesTeamKind(user.teamEntitlement));
  if (isLifetimePlan(plan)) {
    const entitlements = user.ltdEntitlements ?? [plan];
    if (namesPro(plan) || entitlements.some(namesPro)) return true;
    return (teamMode && Boolean(user.teamEntitlement)) || entitlements.length > 0;
  }
  return inTeam;
}
