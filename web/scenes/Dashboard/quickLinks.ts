import { FileText, FolderKanban, FolderOpen, Link2, MessageSquareText, Search, type LucideIcon } from 'lucide-react';

/** The dashboard's shortcuts, each with what it does. */
export type TQuickLink = { label: string; to: string; text: string; icon: LucideIcon };

// Only pages that work today: a shortcut to a page a later version fills would lead a newcomer to
// an empty page (e2e/firstUse.spec.ts walks each one). Labels differ from the side navigation's,
// so a link's name says which of the two it is.
export const QUICK_LINKS: TQuickLink[] = [
  { label: 'Write in your documents', to: '/blogs', text: 'Open a saved draft or start a new one.', icon: FileText },
  { label: 'Ask a factual question', to: '/factgpt', text: 'Get an answer with its sources.', icon: MessageSquareText },
  { label: 'Optimise a draft for search', to: '/optimizer/seo', text: 'Compare it with the pages that rank and see what to add.', icon: Search },
  { label: 'Link your pages together', to: '/optimizer/interlinking', text: 'Find where a draft should point to your other pages.', icon: Link2 },
  { label: 'Add your sources', to: '/assets', text: 'Files, web pages and sites that answers quote and cite.', icon: FolderOpen },
  { label: 'Organise your projects', to: '/projects', text: 'Keep each site’s or client’s writing apart.', icon: FolderKanban },
];
