import type { TChatItem } from '../api/chat';
import { CHAT_HISTORY_KEPT } from '../constants';

const TITLE_CHARS = 80;

/** Spec §3/§9: a chat keeps only its last 20 history items (on every write, whoever writes it). */
export function keepLastItems(history: readonly TChatItem[]): TChatItem[] {
  return history.slice(-CHAT_HISTORY_KEPT);
}

/** The list shows the first question, on one line; a chat with no question yet is "New chat". */
export function chatTitle(history: readonly TChatItem[]): string {
  const first = history.find((item) => item.role === 'user')?.content.replace(/\s+/g, ' ').trim();
  if (!first) return NEW_CHAT_TITLE;
  return first.length > TITLE_CHARS ? `${first.slice(0, TITLE_CHARS - 1)}…` : first;
}

/** The title of a chat saved before any question: the first question asked later names it. */
export const NEW_CHAT_TITLE = 'New chat';
