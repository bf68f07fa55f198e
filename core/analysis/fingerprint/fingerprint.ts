import { wordTokens, type TWordToken } from '../language';

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

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
const SPACE = 0x20;
const utf8 = new TextEncoder();

/**
 * The hash of every run of SHINGLE_WORDS words, by the position of its first word: FNV-1a of the
 * words joined by one space (equal to fnv1a32 of that string), from each word's UTF-8 bytes encoded
 * once, so a long doc costs no string per shingle.
 */
export function shingleHashes(words: readonly string[]): number[] {
  const bytes = words.map((word) => utf8.encode(word));
  const hashes: number[] = [];
  for (let start = 0; start + SHINGLE_WORDS <= words.length; start += 1) {
    let hash = FNV_OFFSET;
    for (let at = start; at < start + SHINGLE_WORDS; at += 1) {
      if (at > start) hash = Math.imul(hash ^ SPACE, FNV_PRIME);
      const word = bytes[at]!;
      for (let i = 0; i < word.length; i += 1) hash = Math.imul(hash ^ word[i]!, FNV_PRIME);
    }
    hashes.push(hash | 0);
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

/** Runs without spaces longer than this are read in pieces (no real word is this long). */
const PIECE_CHARS = 10_000;

/**
 * wordTokens, also for text with a run of millions of letters and no space (a long CJK paragraph),
 * whose single match overflows the regex engine's stack: such text is read piece by piece.
 */
export function fingerprintTokens(text: string): TWordToken[] {
  try {
    return wordTokens(text);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    const tokens: TWordToken[] = [];
    for (let at = 0; at < text.length; at += PIECE_CHARS) {
      for (const token of wordTokens(text.slice(at, at + PIECE_CHARS))) tokens.push({ start: token.start + at, end: token.end + at, word: token.word });
    }
    return tokens;
  }
}

/** The fingerprint of a plain text (HTML goes through htmlToText first). */
export function fingerprintText(text: string): TFingerprint {
  const tokens = fingerprintTokens(text);
  const { hashes, positions } = winnow(shingleHashes(tokens.map((token) => token.word)));
  return { text, tokens, hashes, positions };
}
