import { FileText, ListOrdered, Mail, MessageCircleQuestion, MessageSquare, Newspaper, type LucideIcon } from 'lucide-react';
import type { TFormatThumb } from '@core/tools/repurposeFormats';

/** The thumbnail of each format's card (core/tools/repurposeFormats.ts names it by `thumb`). */
export const FORMAT_ICONS: Record<TFormatThumb, LucideIcon> = {
  thread: ListOrdered,
  tweet: MessageSquare,
  post: Newspaper,
  summary: FileText,
  qna: MessageCircleQuestion,
  email: Mail,
};
