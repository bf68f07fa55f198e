import { findPlan } from '@core/plans/planTable';
import type { TPlan } from '@core/plans/planTypes';

/** The lifetime bundle pass of the plan table (spec §4 "ltd bundle pass"). */
export const LIFETIME_BUNDLE_PLAN_ID = 'ltd_bundle_pass';

function lifetimeBundlePlan(): TPlan {
  const plan = findPlan(LIFETIME_BUNDLE_PLAN_ID);
  if (!plan) throw new Error(`The plan table has no ${LIFETIME_BUNDLE_PLAN_ID}.`);
  return plan;
}

export const LIFETIME_BUNDLE_PLAN = lifetimeBundlePlan();

/** The page a purchase of this plan returns to. */
export const LIFETIME_THANK_YOU_PATH = '/thank-you/lifetime-bundle';
