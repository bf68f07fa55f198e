import { resolvePlan } from './resolvePlan';

/** Plagiarism checks a plan allows per month (spec §3 plagiarismRunsAllowed). */
export function plagiarismRunsFor(planId: string | null | undefined): number {
  return resolvePlan(planId).plagiarismRunsAllowed;
}

/** False means "Your current plan does not support Plagiarism Check." (spec §8). */
export function planSupportsPlagiarism(planId: string | null | undefined): boolean {
  return plagiarismRunsFor(planId) > 0;
}
