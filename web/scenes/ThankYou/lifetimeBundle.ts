import { findPlan } from '@core/plans/planTable';
import type { TPlan } from '@core/plans/planTypes';
import { LIFETIME_BUNDLE_PLAN_ID } from '@core/plans/thankYouPath';

function lifetimeBundlePlan(): TPlan {
  const plan = findPlan(LIFETIME_BUNDLE_PLAN_ID);
  if (!plan) throw new Error(`The plan table has no ${LIFETIME_BUNDLE_PLAN_ID}.`);
  return plan;
}

export const LIFETIME_BUNDLE_PLAN = lifetimeBundlePlan();
