import { BadgeCheck, CalendarDays, FileText, MessageSquareText, PenLine, Repeat2, Search, WandSparkles, type LucideIcon } from 'lucide-react';

/** The dashboard's shortcuts to the main tools, each with what it does. */
export type TQuickLink = { label: string; to: string; text: string; icon: LucideIcon };

// Labels differ from the side navigation's, so a link's name says which of the two it is.
export const QUICK_LINKS: TQuickLink[] = [
  { label: 'Write a blog post', to: '/workflows/files', text: 'From sources to headline, outline and draft.', icon: PenLine },
  { label: 'Open your documents', to: '/blogs', text: 'Pick up a saved draft where you left it.', icon: FileText },
  { label: 'Ask a factual question', to: '/factgpt', text: 'Get an answer with its sources.', icon: MessageSquareText },
  { label: 'Check a draft for search', to: '/optimizer/seo', text: 'See which keywords and questions it misses.', icon: Search },
  { label: 'Verify claims', to: '/optimizer/factcheck', text: 'Check statements and add citations.', icon: BadgeCheck },
  { label: 'Make AI text sound human', to: '/optimizer/humanize', text: 'Rewrite stiff passages in your voice.', icon: WandSparkles },
  { label: 'Turn a draft into posts', to: '/repurpose', text: 'Threads, LinkedIn posts, summaries and emails.', icon: Repeat2 },
  { label: 'Plan upcoming topics', to: '/content-planner/topic', text: 'Map topics and keywords for a project.', icon: CalendarDays },
];
