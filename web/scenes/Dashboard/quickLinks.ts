import { BookOpenCheck, CalendarRange, FileText, FolderKanban, FolderOpen, Link2, Megaphone, MessageSquareText, Mic2, Search, Sparkles, Wand2, type LucideIcon } from 'lucide-react';
import { flaggedPageFor } from '@web/routing/flaggedPages';

/** The dashboard's shortcuts, each with what it does; `flags` are its page's (one must be on for it to show). */
export type TQuickLink = { label: string; to: string; text: string; icon: LucideIcon; flags?: readonly string[] };

/** A shortcut takes its page's flags (web/routing/flaggedPages.ts), so it shows exactly when the page opens. */
const link = (item: Omit<TQuickLink, 'flags'>): TQuickLink => {
  const page = flaggedPageFor(item.to.split('?')[0]!);
  return page ? { ...item, flags: page.flags } : item;
};

// Only pages that work today: a shortcut to a page a later version fills would lead a newcomer to
// an empty page (e2e/firstUse.spec.ts walks each one). Labels differ from the side navigation's,
// so a link's name says which of the two it is.
export const QUICK_LINKS: TQuickLink[] = [
  link({ label: 'Research and write an article', to: '/blogs', text: 'Start the step-by-step workflow from a saved draft list, or open a draft.', icon: FileText }),
  link({ label: 'Write many articles at once', to: '/templates?category=workflow', text: 'Keywords in; researched, cited drafts out.', icon: Sparkles }),
  link({ label: 'Write with a short tool', to: '/standalones/blogideas', text: 'Ideas, intros, FAQs, product copy and 20 more.', icon: Wand2 }),
  link({ label: 'Plan a topic cluster', to: '/content-planner/topic', text: 'A pillar article and its supporting ideas, on a calendar.', icon: CalendarRange }),
  link({ label: 'Turn a post into social posts', to: '/repurpose', text: 'Threads, LinkedIn posts, emails and summaries from one draft.', icon: Megaphone }),
  link({ label: 'Capture how your brand writes', to: '/brandvoice', text: 'Tone, words and examples every generation can follow.', icon: Mic2 }),
  link({ label: 'Ask a factual question', to: '/factgpt', text: 'Get an answer with its sources.', icon: MessageSquareText }),
  link({ label: 'Optimise a draft for search', to: '/optimizer/seo', text: 'Compare it with the pages that rank and see what to add.', icon: Search }),
  link({ label: 'Check a draft’s claims', to: '/optimizer/factcheck', text: 'Every claim checked against sources, with citations to add.', icon: BookOpenCheck }),
  link({ label: 'Link your pages together', to: '/optimizer/interlinking', text: 'Find where a draft should point to your other pages.', icon: Link2 }),
  link({ label: 'Add your sources', to: '/assets', text: 'Files, web pages and sites that answers quote and cite.', icon: FolderOpen }),
  link({ label: 'Organise your projects', to: '/projects', text: 'Keep each site’s or client’s writing apart.', icon: FolderKanban }),
];

/** The shortcuts to show: those whose page no flag closes (all of them while the flags load, so nothing flickers). */
export function visibleQuickLinks(links: readonly TQuickLink[], flags: Record<string, unknown> | undefined): TQuickLink[] {
  if (!flags) return [...links];
  return links.filter((item) => !item.flags || item.flags.some((id) => flags[id] !== false));
}
