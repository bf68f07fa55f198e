import { wordTokens } from '@core/analysis/language';

/** Words of a text as the check counts them (the server's querywords and its 15-word minimum use the same tokens). */
export function checkedWords(text: string): number {
  return wordTokens(text).length;
}
