import { TRIAL_EXTENSION_DAYS } from '../constants';
import type { TRunLimits } from './planTypes';

/** Trial-extension thresholds of spec §4: any one of them earns the extra week. */
export const TRIAL_EXTENSION_THRESHOLDS = { workflowRuns: 2, optimizationRuns: 10, credits: 50 } as const;
export { TRIAL_EXTENSION_DAYS };

/** Runs used of a feature: the plan's limit minus the runs left, the runs left capped at the limit (spec §4). */
export function usedRuns(limit: number, left: number): number {
  return limit - Math.min(Math.max(left, 0), limit);
}

export type TTrialState = {
  planId: string | null;
  freeTrialOfferExtended: boolean;
  runLimits: TRunLimits;
  featureRuns: TRunLimits;
  creditsUsed: number;
  /** The account's credit limit: 0 while a trial's credits and runs wait for a verified email. */
  creditLimit: number;
};

/** A free-trial plan: the 5-day trial and the LemonSqueezy free trial (ids that name a trial). */
export function isFreeTrialPlan(planId: string | null | undefined): boolean {
  return Boolean(planId && planId.toLowerCase().includes('trial'));
}

/**
 * Spec §4: a user on a free trial whose offer was not extended yet gets 7 more days once they have
 * used at least 2 workflow runs (articles), 10 content-optimisation runs, or 50 credits.
 */
export function trialExtensionEligible(state: TTrialState): boolean {
  if (!isFreeTrialPlan(state.planId) || state.freeTrialOfferExtended) return false;
  // A trial not started yet (its credits and runs wait for a verified email) holds no runs, which
  // is not having used them.
  if (state.creditLimit <= 0) return false;
  const workflow = usedRuns(state.runLimits.autoblog_workflow, state.featureRuns.autoblog_workflow);
  const optimization = usedRuns(state.runLimits.content_optimization, state.featureRuns.content_optimization);
  return (
    workflow >= TRIAL_EXTENSION_THRESHOLDS.workflowRuns ||
    optimization >= TRIAL_EXTENSION_THRESHOLDS.optimizationRuns ||
    state.creditsUsed >= TRIAL_EXTENSION_THRESHOLDS.credits
  );
}
