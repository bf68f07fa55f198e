import {
  BadgeCheck,
  CalendarDays,
  ChartLine,
  FileText,
  FolderOpen,
  LayoutDashboard,
  LayoutTemplate,
  Link2,
  MessageSquareText,
  MicVocal,
  Plug,
  Repeat2,
  ScanSearch,
  Search,
  WandSparkles,
  type LucideIcon,
} from 'lucide-react';

/**
 * The side navigation of spec §2, in its order; `section` marks a link as active for a whole area;
 * `flags` names the feature flags (spec §6) of which one must be on for the link to show.
 */
export type TNavItem = { label: string; to: string; icon: LucideIcon; section?: string; flags?: string[] };

const INTEGRATION_FLAGS = ['webflow', 'custom', 'ghost', 'medium', 'googledocs', 'googledrive', 'googlesearchconsole', 'hubspot', 'wordpress', 'chromeplugin'].map(
  (id) => `integration-${id}`,
);

export const NAV_ITEMS: TNavItem[] = [
  { label: 'Dashboard', to: '/dashboard', icon: LayoutDashboard },
  { label: 'Docs', to: '/blogs', icon: FileText, section: '/blogs', flags: ['docs'] },
  { label: 'Content Planner', to: '/content-planner/topic', icon: CalendarDays, section: '/content-planner', flags: ['content-planner'] },
  { label: 'Templates', to: '/templates', icon: LayoutTemplate },
  { label: 'FactGPT', to: '/factgpt', icon: MessageSquareText, flags: ['factgpt-page'] },
  { label: 'Repurpose', to: '/repurpose', icon: Repeat2, flags: ['repurpose'] },
  { label: 'Semantic SEO', to: '/optimizer/seo', icon: Search, flags: ['optimizer-seo'] },
  { label: 'Factcheck & Cite', to: '/optimizer/factcheck', icon: BadgeCheck, flags: ['optimizer-factcheck'] },
  { label: 'AI Interlinking', to: '/optimizer/interlinking', icon: Link2, flags: ['optimizer-interlinking'] },
  { label: 'Humanize AI', to: '/optimizer/humanize', icon: WandSparkles, flags: ['optimizer-humanize'] },
  { label: 'Plagiarism', to: '/optimizer/plagiarism', icon: ScanSearch, flags: ['optimizer-plagiarism'] },
  { label: 'Google Search Console', to: '/search-console', icon: ChartLine },
  { label: 'Assets', to: '/assets', icon: FolderOpen, flags: ['assets'] },
  { label: 'Brand Voice', to: '/brandvoice', icon: MicVocal, flags: ['brand-voice'] },
  { label: 'Integrations', to: '/integrations', icon: Plug, section: '/integrations', flags: INTEGRATION_FLAGS },
];

/**
 * The links to show: those without flags, and those with at least one flag not switched off. Before
 * the flags load (`flags` undefined) every link shows, so the navigation does not flicker.
 */
export function visibleNavItems(items: readonly TNavItem[], flags: Record<string, unknown> | undefined): TNavItem[] {
  if (!flags) return [...items];
  return items.filter((item) => !item.flags || item.flags.some((id) => flags[id] !== false));
}

/** Whether a link is the current page (or the area the current page belongs to). */
export function isNavItemActive(item: TNavItem, pathname: string): boolean {
  const base = item.section ?? item.to;
  return pathname === base || pathname.startsWith(`${base}/`);
}
