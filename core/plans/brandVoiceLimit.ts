import { resolvePlan } from './resolvePlan';

/**
 * Brand voices a plan may keep, -1 for unlimited (spec §6: 1 for legacy freelancer, pro, team usd
 * and agency usd; 10 for legacy team and team usd 99; unlimited for newer plans).
 */
export function brandVoiceLimitFor(planId: string | null | undefined): number {
  return resolvePlan(planId).brandVoiceLimit;
}

/** Whether one more brand voice may be created when the user already has `existing`. */
export function canAddBrandVoice(planId: string | null | undefined, existing: number): boolean {
  const limit = brandVoiceLimitFor(planId);
  return limit === -1 || existing < limit;
}
