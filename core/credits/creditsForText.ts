import { countWords } from '../analysis/wordCount';
import { fromCreditTenths } from './creditTenths';

/** Words one credit buys (docs/decisions.md, "Credits"). */
export const WORDS_PER_CREDIT = 100;

/**
 * The credits a generation costs (spec §7: output_text[] → credits): one credit per 100 words of
 * output, rounded up to the tenth the sidebar shows. Nothing written, nothing charged.
 */
export function creditsForText(outputText: readonly string[]): { words: number; credits: number } {
  const words = outputText.reduce((total, text) => total + countWords(text), 0);
  return { words, credits: fromCreditTenths(Math.ceil((words * 10) / WORDS_PER_CREDIT)) };
}
