import { INTEGRATION_VIEW_IDS } from './featurePaths';

/**
 * Pages a feature flag decides (spec §6): the page opens while at least one of its flags is not
 * switched off. The side navigation hides the same pages (AppShell/navItems.ts).
 */
export type TFlaggedPage = { path: string; label: string; flags: readonly string[] };

const INTEGRATION_FLAGS = ['webflow', 'custom', 'ghost', 'medium', 'googledocs', 'googledrive', 'googlesearchconsole', 'hubspot', 'wordpress', 'chromeplugin'].map(
  (id) => `integration-${id}`,
);

export const FLAGGED_PAGES: readonly TFlaggedPage[] = [
  { path: '/blogs', label: 'Docs', flags: ['docs'] },
  { path: '/m/blogs', label: 'Docs', flags: ['docs'] },
  { path: '/content-planner', label: 'Content Planner', flags: ['content-planner'] },
  { path: '/factgpt', label: 'FactGPT', flags: ['factgpt-page'] },
  { path: '/standalones/factgpt', label: 'FactGPT', flags: ['factgpt-page'] },
  { path: '/repurpose', label: 'Repurpose', flags: ['repurpose'] },
  { path: '/optimizer/seo', label: 'Semantic SEO', flags: ['optimizer-seo'] },
  { path: '/optimizer/factcheck', label: 'Factcheck & Cite', flags: ['optimizer-factcheck'] },
  { path: '/standalones/factcheck', label: 'Factcheck & Cite', flags: ['optimizer-factcheck'] },
  { path: '/optimizer/interlinking', label: 'AI Interlinking', flags: ['optimizer-interlinking'] },
  { path: '/optimizer/humanize', label: 'Humanize AI', flags: ['optimizer-humanize'] },
  { path: '/optimizer/plagiarism', label: 'Plagiarism', flags: ['optimizer-plagiarism'] },
  { path: '/assets', label: 'Assets', flags: ['assets'] },
  { path: '/brandvoice', label: 'Brand Voice', flags: ['brand-voice'] },
  { path: '/account/analytics', label: 'Analytics', flags: ['account-analytics-tab'] },
  { path: '/account/team', label: 'The team page', flags: ['account-team-tab'] },
  { path: '/integrations', label: 'Integrations', flags: INTEGRATION_FLAGS },
  ...INTEGRATION_VIEW_IDS.map((id) => ({ path: `/integrations/${id}`, label: 'This integration', flags: [`integration-${id}`] })),
];

/** The flagged page a path belongs to (the longest matching path wins), or null. */
export function flaggedPageFor(pathname: string): TFlaggedPage | null {
  let best: TFlaggedPage | null = null;
  for (const page of FLAGGED_PAGES) {
    const inside = pathname === page.path || pathname.startsWith(`${page.path}/`);
    if (inside && (!best || page.path.length > best.path.length)) best = page;
  }
  return best;
}
