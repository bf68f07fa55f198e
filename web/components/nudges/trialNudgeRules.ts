import { TRIAL_EXTENSION_THRESHOLDS, isFreeTrialPlan, usedRuns } from '@core/plans/trialExtension';
import type { TUser } from '@core/api/users';

const DAY_MS = 24 * 60 * 60 * 1_000;
/** The purchase nudge shows in the trial's last two days (our choice; docs/decisions.md "Trial nudges"). */
export const PURCHASE_NUDGE_DAYS_LEFT = 2;

export const purchaseNudgeKey = (uid: string) => `longform:trial-purchase-nudge:${uid}`;
/** The UTC day of `now` (YYYY-MM-DD): the nudge shows at most once per day. */
export const nudgeDay = (now: number) => new Date(now).toISOString().slice(0, 10);

/** Whole days left of a trial, rounded up (1 means "ends within a day"); 0 once it has ended. */
export function trialDaysLeft(expiryDate: string | null, now: number): number {
  if (!expiryDate) return 0;
  return Math.max(0, Math.ceil((new Date(expiryDate).getTime() - now) / DAY_MS));
}

/**
 * Spec §4's trial purchase nudge: for a free-trial user whose trial is still running with at most
 * two days left, once per UTC day (`lastShownDay` is the day it last showed on this browser).
 */
export function purchaseNudgeDue(user: Pick<TUser, 'userPlan' | 'expiryDate'>, now: number, lastShownDay: string | null): boolean {
  if (!isFreeTrialPlan(user.userPlan) || !user.expiryDate) return false;
  const left = new Date(user.expiryDate).getTime() - now;
  return left > 0 && left <= PURCHASE_NUDGE_DAYS_LEFT * DAY_MS && lastShownDay !== nudgeDay(now);
}

/** Progress toward the trial's extra week (spec §4 thresholds), for the trial-extended nudge. */
export function trialExtensionProgress(user: Pick<TUser, 'currentDetails' | 'featureRuns' | 'creditsUsed'>) {
  const limits = user.currentDetails?.runLimits ?? { autoblog_workflow: 0, content_optimization: 0 };
  return {
    articles: { used: usedRuns(limits.autoblog_workflow, user.featureRuns.autoblog_workflow), needed: TRIAL_EXTENSION_THRESHOLDS.workflowRuns },
    optimizations: {
      used: usedRuns(limits.content_optimization, user.featureRuns.content_optimization),
      needed: TRIAL_EXTENSION_THRESHOLDS.optimizationRuns,
    },
    credits: { used: user.creditsUsed, needed: TRIAL_EXTENSION_THRESHOLDS.credits },
  };
}
