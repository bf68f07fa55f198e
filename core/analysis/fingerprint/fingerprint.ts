import { wordTokens, type TWordToken } from '../language';
import { fnv1a32 } from './fnv1a';

/** Words per shingle: five words in a row is already rare outside a copied sentence. */
export const SHINGLE_WORDS = 5;
/** Winnowing window (in shingles): every run of WINDOW + SHINGLE_WORDS - 1 = 8 copied words is found. */
export const WINNOW_WINDOW = 4;
/** The shortest copied run winnowing always finds (Schleimer, Wilkerson and Aiken 2003: w + k - 1). */
export const GUARANTEED_MATCH_WORDS = WINNOW_WINDOW + SHINGLE_WORDS - 1;

/** A text's words and its winnowed fingerprints: each hash with the word position its shingle starts at. */
export type TFingerprint = {
  text: string;
  tokens: TWordToken[];
  hashes: number[];
  positions: number[];
};

/** The hash of every run of SHINGLE_WORDS words, by the position of its first word. */
export function shingleHashes(words: readonly string[]): number[] {
  const hashes: number[] = [];
  for (let start = 0; start + SHINGLE_WORDS <= words.length; start += 1) {
    hashes.push(fnv1a32(words.slice(start, start + SHINGLE_WORDS).join(' ')));
  }
  return hashes;
}

/**
 * Winnowing: in each window of WINNOW_WINDOW consecutive shingle hashes the smallest is kept (the
 * rightmost on a tie), once per position. Fewer shingles than a window: their smallest is kept.
 */
export function winnow(hashes: readonly number[]): { hashes: number[]; positions: number[] } {
  const kept = { hashes: [] as number[], positions: [] as number[] };
  if (!hashes.length) return kept;
  const windows = Math.max(1, hashes.length - WINNOW_WINDOW + 1);
  const width = Math.min(WINNOW_WINDOW, hashes.length);
  let last = -1;
  for (let start = 0; start < windows; start += 1) {
    let best = start;
    for (let at = start + 1; at < start + width; at += 1) if (hashes[at]! <= hashes[best]!) best = at;
    if (best !== last) {
      kept.hashes.push(hashes[best]!);
      kept.positions.push(best);
      last = best;
    }
  }
  return kept;
}

/** The fingerprint of a plain text (HTML goes through htmlToText first). */
export function fingerprintText(text: string): TFingerprint {
  const tokens = wordTokens(text);
  const { hashes, positions } = winnow(shingleHashes(tokens.map((token) => token.word)));
  return { text, tokens, hashes, positions };
}
