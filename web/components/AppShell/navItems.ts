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
import { flaggedPageFor } from '@web/routing/flaggedPages';

/**
 * The side navigation of spec §2, in its order; `section` marks a link as active for a whole area;
 * `flags` names the feature flags (spec §6) of which one must be on for the link to show.
 */
export type TNavItem = { label: string; to: string; icon: LucideIcon; section?: string; flags?: readonly string[] };

/** A link's flags are its page's (web/routing/flaggedPages.ts), so the navigation and the route guard agree. */
function withPageFlags(item: Omit<TNavItem, 'flags'>): TNavItem {
  const page = flaggedPageFor(item.section ?? item.to);
  return page ? { ...item, flags: page.flags } : item;
}

export const NAV_ITEMS: TNavItem[] = [
  { label: 'Dashboard', to: '/dashboard', icon: LayoutDashboard },
  { label: 'Docs', to: '/blogs', icon: FileText, section: '/blogs' },
  { label: 'Content Planner', to: '/content-planner/topic', icon: CalendarDays, section: '/content-planner' },
  { label: 'Templates', to: '/templates', icon: LayoutTemplate },
  { label: 'FactGPT', to: '/factgpt', icon: MessageSquareText },
  { label: 'Repurpose', to: '/repurpose', icon: Repeat2 },
  { label: 'Semantic SEO', to: '/optimizer/seo', icon: Search },
  { label: 'Factcheck & Cite', to: '/optimizer/factcheck', icon: BadgeCheck },
  { label: 'AI Interlinking', to: '/optimizer/interlinking', icon: Link2 },
  { label: 'Humanize AI', to: '/optimizer/humanize', icon: WandSparkles },
  { label: 'Plagiarism', to: '/optimizer/plagiarism', icon: ScanSearch },
  { label: 'Google Search Console', to: '/search-console', icon: ChartLine },
  { label: 'Assets', to: '/assets', icon: FolderOpen },
  { label: 'Brand Voice', to: '/brandvoice', icon: MicVocal },
  { label: 'Integrations', to: '/integrations', icon: Plug, section: '/integrations' },
].map(withPageFlags);

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
