import { resolvePlan } from './resolvePlan';

/**
 * The pages spec §6 grants by plan. Every other page (templates, repurpose, brand voice,
 * integrations, the other optimizers …) is decided by feature flags for any signed-in plan.
 */
export const PLAN_PAGES = [
  'dashboard',
  'docs',
  'factgpt',
  'content-planner',
  'assets',
  'optimizer-factcheck',
  'optimizer-seo',
  'search-console',
  'account-team',
] as const;
export type TPlanPage = (typeof PLAN_PAGES)[number];

/** Generation modes of spec §1. */
export const GENERATION_MODES = ['instruct', 'serp', 'url', 'file', 'domain'] as const;
export type TGenerationMode = (typeof GENERATION_MODES)[number];

/** Spec §6 "All paid plans"; search-console too, since even the no-user case has it. */
const PLAN_HOLDER_PAGES: readonly TPlanPage[] = [
  'dashboard',
  'docs',
  'factgpt',
  'content-planner',
  'assets',
  'optimizer-factcheck',
  'optimizer-seo',
  'search-console',
];
/** Spec §6: "The no-user case has only dashboard and gsc page." */
const NO_USER_PAGES: readonly TPlanPage[] = ['dashboard', 'search-console'];

/** Whether the plan has the account team tab and the team-mode toggle (spec §6 "Team pages"). */
export function hasTeamPages(planId: string | null | undefined): boolean {
  return resolvePlan(planId).teamPages;
}

/**
 * The plan-granted pages (spec §6). Free plans get what paid plans get (our choice: the spec limits
 * them by credits and the copy rule); the no-user case gets the dashboard and search console.
 */
export function pagesForPlan(planId: string | null | undefined): readonly TPlanPage[] {
  const plan = resolvePlan(planId);
  if (plan.family === 'no_user') return NO_USER_PAGES;
  return plan.teamPages ? [...PLAN_HOLDER_PAGES, 'account-team'] : PLAN_HOLDER_PAGES;
}

/** Whether a plan may open a page (spec §6). */
export function canOpenPage(planId: string | null | undefined, page: TPlanPage): boolean {
  return pagesForPlan(planId).includes(page);
}

/** Whether a plan reaches the pages that feature flags decide: any plan but the no-user case. */
export function canOpenFlaggedPages(planId: string | null | undefined): boolean {
  return resolvePlan(planId).family !== 'no_user';
}

/** Generation modes a plan may use: all five for every plan, none for the no-user case (spec §6). */
export function modesForPlan(planId: string | null | undefined): readonly TGenerationMode[] {
  return canOpenFlaggedPages(planId) ? GENERATION_MODES : [];
}
