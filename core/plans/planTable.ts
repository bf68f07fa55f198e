/**
 * The plan table (spec §4). This first cut holds the plan a new account starts on; the Plans issue
 * completes it with every identifier of §4. Numbers the spec does not give are marked `ourChoice`
 * and listed in docs/decisions.md.
 */
export type TRunLimits = { autoblog_workflow: number; content_optimization: number };

export type TPlan = {
  id: string;
  displayName: string;
  /** Price in US dollars per billing period; 0 for free plans. */
  priceUsd: number;
  creditLimit: number;
  runLimits: TRunLimits;
  /** Days of access a new subscription grants; null = no expiry. */
  durationDays: number | null;
  ourChoice: readonly (keyof TPlan)[];
};

/** A new account starts on the five-day trial (docs/decisions.md, "The plan a new account starts on"). */
export const TRIAL_PLAN_ID = '5-day-trial-plan';

export const PLANS: Record<string, TPlan> = {
  [TRIAL_PLAN_ID]: {
    id: TRIAL_PLAN_ID,
    displayName: '5-Day Free Trial',
    priceUsd: 0,
    creditLimit: 200,
    runLimits: { autoblog_workflow: 3, content_optimization: 15 },
    durationDays: 5,
    ourChoice: ['creditLimit', 'runLimits'],
  },
};

/** The plan of an id, or undefined for ids this build does not know. */
export function findPlan(planId: string | null | undefined): TPlan | undefined {
  return planId ? PLANS[planId] : undefined;
}
