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

/** The side navigation of spec §2, in its order; `section` marks a link as active for a whole area. */
export type TNavItem = { label: string; to: string; icon: LucideIcon; section?: string };

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
];

/** Whether a link is the current page (or the area the current page belongs to). */
export function isNavItemActive(item: TNavItem, pathname: string): boolean {
  const base = item.section ?? item.to;
  return pathname === base || pathname.startsWith(`${base}/`);
}
