import { canOpenFlaggedPages, canOpenPage, type TPlanPage } from './access';

/** The routes (spec §2) of the plan-granted pages; account-team is a tab, not a route. */
const PAGE_PATHS: readonly { prefix: string; page: TPlanPage }[] = [
  { prefix: '/dashboard', page: 'dashboard' },
  { prefix: '/blogs', page: 'docs' },
  { prefix: '/m/blogs', page: 'docs' },
  { prefix: '/factgpt', page: 'factgpt' },
  { prefix: '/content-planner', page: 'content-planner' },
  { prefix: '/assets', page: 'assets' },
  { prefix: '/optimizer/factcheck', page: 'optimizer-factcheck' },
  // The legacy standalone path of the same page (spec §2).
  { prefix: '/standalones/factcheck', page: 'optimizer-factcheck' },
  { prefix: '/optimizer/seo', page: 'optimizer-seo' },
  { prefix: '/search-console', page: 'search-console' },
];

/** The plan page a signed-in route belongs to, or null when feature flags decide it. */
export function planPageForPath(pathname: string): TPlanPage | null {
  const path = pathname.toLowerCase();
  const match = PAGE_PATHS.find(({ prefix }) => path === prefix || path.startsWith(`${prefix}/`));
  return match?.page ?? null;
}

/**
 * Whether the plan lets a signed-in user open a route (spec §6). Public routes are not asked;
 * flag-decided routes answer true here and are then up to their flag.
 */
export function canOpenPath(planId: string | null | undefined, pathname: string): boolean {
  const page = planPageForPath(pathname);
  return page ? canOpenPage(planId, page) : canOpenFlaggedPages(planId);
}
