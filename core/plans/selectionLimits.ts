import type { TSelectionKind, TSelectionLimits } from './planTypes';
import { resolvePlan } from './resolvePlan';

/**
 * Files, URLs and domains one generation may use (spec §6: 10 for premium, team, agency, ltd; 3 for
 * freelancer, pro, pay-as-you-go, free trial; domains 1). In team mode pass the team's plan.
 */
export function selectionLimitsFor(planId: string | null | undefined): TSelectionLimits {
  return resolvePlan(planId).selectionLimits;
}

/** Whether one more file, URL or domain may be selected when `selected` already are. */
export function canSelectMore(planId: string | null | undefined, kind: TSelectionKind, selected: number): boolean {
  return selected < selectionLimitsFor(planId)[kind];
}
