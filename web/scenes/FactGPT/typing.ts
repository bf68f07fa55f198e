import { TYPING_MS_PER_WORD } from '@core/constants';

export { TYPING_MS_PER_WORD };

/**
 * The animation may trail the stream by at most this many words: a fast model would otherwise leave
 * it further behind with every word. Past it, a tick shows enough words to come back within reach.
 */
export const MAX_TYPING_LAG_WORDS = 60;

/** How many words of `text` there are (a word and the spaces after it count as one). */
export function countWords(text: string): number {
  return text.match(/\S+\s*/g)?.length ?? 0;
}

/** The first `words` words of `text`, with the spaces before the first word. */
export function firstWords(text: string, words: number): string {
  if (words <= 0) return '';
  const match = text.match(new RegExp(`^\\s*(?:\\S+\\s*){0,${words}}`));
  return match ? match[0] : text;
}

/**
 * Words shown after one tick of TYPING_MS_PER_WORD: one more, or more when the animation has fallen
 * too far behind. It goes on after the stream ends until the answer is shown whole, so the end of a
 * fast answer (or one the offline engine sends at once) types in too (spec §9).
 */
export function nextShownWords(shown: number, total: number): number {
  if (shown >= total) return shown;
  const behind = total - shown;
  return behind > MAX_TYPING_LAG_WORDS ? total - MAX_TYPING_LAG_WORDS + 1 : shown + 1;
}
