import { stemOf } from './stem';
import { FUNCTION_WORDS, STOCK_WORDS } from './stopwords';

/** A word as written, where it starts in the text, and its stem. */
export type TWord = { text: string; index: number; stem: string };

/** Numbers with separators ("2,000", "3.5") are one word; else runs of letters or digits (an apostrophe or hyphen splits them). */
const WORD = /\p{N}+(?:[.,]\p{N}+)+|[\p{L}\p{N}]+/gu;

/** The words of a text, with where they start and their stems. */
export function wordsOf(text: string): TWord[] {
  return [...text.matchAll(WORD)].map((match) => ({ text: match[0], index: match.index, stem: stemOf(match[0]) }));
}

/** Not a lone letter; a lone digit ("chapter 7") says which one is meant, so it stays. */
const isWordLength = (lower: string) => lower.length > 1 || /^\p{N}$/u.test(lower);

/** Whether a word can say what a text is about: not a function word, not a stock word, not a single letter. */
export function isContentWord(word: string): boolean {
  const lower = word.toLowerCase();
  return isWordLength(lower) && !FUNCTION_WORDS.has(lower) && !STOCK_WORDS.has(lower);
}

/** Whether a word is anything but a function word (stock words included): what a search box query falls back on. */
export function isSearchWord(word: string): boolean {
  const lower = word.toLowerCase();
  return isWordLength(lower) && !FUNCTION_WORDS.has(lower);
}

/** The distinct content words of a text, as written (first form seen), in order. */
export function contentWords(text: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const word of wordsOf(text)) {
    if (!isContentWord(word.text) || seen.has(word.stem)) continue;
    seen.add(word.stem);
    out.push(word.text);
  }
  return out;
}

/** The stems of a text's words, for matching a subject against it. */
export function stemSet(text: string): Set<string> {
  return new Set(wordsOf(text).map((word) => word.stem));
}
