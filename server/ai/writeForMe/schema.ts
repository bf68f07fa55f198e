import { z } from 'zod';
import { cutAtWord } from '@core/text/cutAtWord';
import { modelFailedError } from '../providerErrors';

/** The continuation: text, not blank. */
export const ZContinuation = z.string().trim().min(1);

/** A continuation may run to about twice the words asked for before it is cut at a word. */
const CHARS_PER_WORD_ALLOWED = 14;

/**
 * Reads the model's continuation of `draft`: trimmed; a repeat of the draft's last words at its
 * start (models often echo them) dropped, so the writer does not get them twice; cut at a word when
 * far longer than asked. Blank (or only the echo) is the model failing (model_failed).
 */
export function parseContinuation(text: string, draft: string, words: number): string {
  const parsed = ZContinuation.safeParse(withoutEcho(text.trim(), draft.trim()));
  if (!parsed.success) throw modelFailedError();
  return cutAtWord(parsed.data, Math.max(200, words * CHARS_PER_WORD_ALLOWED));
}

/** `text` without a leading repeat of the end of `draft` (at least 20 characters of it). */
function withoutEcho(text: string, draft: string): string {
  for (let length = Math.min(draft.length, text.length); length >= 20; length -= 1) {
    const tail = draft.slice(-length);
    if (text.startsWith(tail)) return text.slice(length);
  }
  return text;
}
