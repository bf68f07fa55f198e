import { BYOK_PLAN_ID, CUSTOM_PLAN_ID, FOREVER_FREE_PLAN_ID, NO_USER_PLAN_ID, PLANS, findPlan } from './planTable';
import type { TPlan } from './planTypes';

/** Ids the table does not know, matched by what they contain, as spec §4 and §6 name these plans. */
const FALLBACKS: readonly { contains: string; planId: string }[] = [
  { contains: 'forever_free', planId: FOREVER_FREE_PLAN_ID },
  { contains: 'byok', planId: BYOK_PLAN_ID },
  { contains: 'custom', planId: CUSTOM_PLAN_ID },
  { contains: 'enterprise', planId: CUSTOM_PLAN_ID },
];

/**
 * The entry whose rules apply to a plan id: the table's own; for an unknown id containing
 * forever_free, byok, custom or enterprise, that family's entry; otherwise the no-user case, so a
 * missing or unknown id opens nothing (rules fail closed).
 */
export function resolvePlan(planId: string | null | undefined): TPlan {
  const known = findPlan(planId);
  if (known) return known;
  const fallback = planId ? FALLBACKS.find(({ contains }) => planId.includes(contains)) : undefined;
  return PLANS[fallback?.planId ?? NO_USER_PLAN_ID]!;
}
