import { describe, expect, it } from 'vitest';
import { GENERATION_MODES, PLAN_PAGES, canOpenFlaggedPages, canOpenPage, hasTeamPages, modesForPlan, pagesForPlan } from './access';
import { canOpenPath, planPageForPath } from './pagePaths';
import { PLAN_LIST } from './planTable';
import { specIsPaid, specTeamPages } from './testing/specFacts';

/** Spec §6 "All paid plans". */
const PAID_PAGES = ['dashboard', 'docs', 'factgpt', 'content-planner', 'assets', 'optimizer-factcheck', 'optimizer-seo'] as const;

describe('access by plan (spec §6)', () => {
  it.each(PLAN_LIST)('$id', (plan) => {
    const pages = pagesForPlan(plan.id);
    if (specIsPaid(plan.id)) {
      for (const page of PAID_PAGES) expect(pages).toContain(page);
      expect(modesForPlan(plan.id)).toEqual(GENERATION_MODES);
    }
    if (plan.family === 'no_user') {
      expect([...pages].sort()).toEqual(['dashboard', 'search-console']);
      expect(modesForPlan(plan.id)).toEqual([]);
      expect(canOpenFlaggedPages(plan.id)).toBe(false);
    } else {
      // Our choice: free plans open what paid plans open, and everyone has the search-console page.
      for (const page of [...PAID_PAGES, 'search-console'] as const) expect(pages).toContain(page);
      expect(canOpenFlaggedPages(plan.id)).toBe(true);
    }
    const teamPages = specTeamPages(plan.id);
    if (teamPages !== 'unstated') expect(hasTeamPages(plan.id)).toBe(teamPages);
    expect(pages.includes('account-team')).toBe(hasTeamPages(plan.id));
    for (const page of PLAN_PAGES) expect(canOpenPage(plan.id, page)).toBe(pages.includes(page));
  });

  it.each(PLAN_LIST)('$id: routes follow the pages', (plan) => {
    const noUser = plan.family === 'no_user';
    expect(canOpenPath(plan.id, '/dashboard')).toBe(true);
    expect(canOpenPath(plan.id, '/search-console')).toBe(true);
    expect(canOpenPath(plan.id, '/optimizer/seo')).toBe(!noUser);
    expect(canOpenPath(plan.id, '/blogs')).toBe(!noUser);
    expect(canOpenPath(plan.id, '/templates')).toBe(!noUser);
    expect(canOpenPath(plan.id, '/optimizer/plagiarism')).toBe(!noUser);
  });

  it('treats a missing or unknown plan as the no-user case', () => {
    for (const id of [null, undefined, '', 'gold_plan_2030']) {
      expect(pagesForPlan(id)).toEqual(['dashboard', 'search-console']);
      expect(modesForPlan(id)).toEqual([]);
    }
  });

  it('maps routes to plan pages', () => {
    expect(planPageForPath('/blogs')).toBe('docs');
    expect(planPageForPath('/m/blogs/editor')).toBe('docs');
    expect(planPageForPath('/Optimizer/FactCheck')).toBe('optimizer-factcheck');
    expect(planPageForPath('/standalones/factcheck')).toBe('optimizer-factcheck');
    expect(planPageForPath('/content-planner/topic')).toBe('content-planner');
    expect(planPageForPath('/assetsx')).toBeNull();
    expect(planPageForPath('/repurpose')).toBeNull();
  });
});
