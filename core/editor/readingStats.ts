import { countWords } from '../analysis/wordCount';

/** Words per minute behind the reading time (an adult's silent reading speed for non-fiction). */
const WORDS_PER_MINUTE = 238;

export type TReadingStats = {
  words: number;
  sentences: number;
  /** Flesch reading ease, 0–100 (higher is easier); null with no words. */
  readingEase: number | null;
  /** The school level the score corresponds to (Flesch's own table). */
  gradeBand: string | null;
  /** Whole minutes, at least 1 once there is any text. */
  readingMinutes: number;
};

const BANDS: Array<[number, string]> = [
  [90, '5th grade · very easy'],
  [80, '6th grade · easy'],
  [70, '7th grade · fairly easy'],
  [60, '8th–9th grade · plain English'],
  [50, '10th–12th grade · fairly difficult'],
  [30, 'College · difficult'],
  [10, 'College graduate · very difficult'],
  [-Infinity, 'Professional · extremely difficult'],
];

/** Syllables of an English word by vowel groups, minus a silent final "e"; at least one. */
export function countSyllables(word: string): number {
  const w = word.toLowerCase().replace(/[^a-z]/g, '');
  if (w.length === 0) return 0;
  if (w.length <= 3) return 1;
  const trimmed = w.replace(/(?:[^laeiouy]es|[^laeiouy]ed|[^laeiouy]e)$/, '').replace(/^y/, '');
  const groups = trimmed.match(/[aeiouy]{1,2}/g);
  return Math.max(1, groups ? groups.length : 0);
}

export function gradeBandFor(score: number): string {
  return BANDS.find(([floor]) => score >= floor)![1];
}

/** Word count, Flesch reading ease with its grade band, and reading time of plain text. */
export function readingStats(text: string): TReadingStats {
  const wordList = text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu) ?? [];
  const words = countWords(text);
  if (words === 0) return { words: 0, sentences: 0, readingEase: null, gradeBand: null, readingMinutes: 0 };
  // A sentence ends at . ! ? or a blank line (headings and list items have no full stop).
  const sentences = Math.max(1, text.split(/[.!?]+(?=\s|$)|\n\s*\n/).filter((part) => /[\p{L}\p{N}]/u.test(part)).length);
  const syllables = wordList.reduce((sum, word) => sum + countSyllables(word), 0);
  const raw = 206.835 - 1.015 * (words / sentences) - 84.6 * (syllables / words);
  const readingEase = Math.round(Math.min(100, Math.max(0, raw)) * 10) / 10;
  return { words, sentences, readingEase, gradeBand: gradeBandFor(readingEase), readingMinutes: Math.max(1, Math.round(words / WORDS_PER_MINUTE)) };
}
