import type { TMatchedPassage } from '../../api/plagiarism';
import { GUARANTEED_MATCH_WORDS, SHINGLE_WORDS, type TFingerprint } from './fingerprint';

/** Two matched runs this close (in words, on both sides, in order) read as one lightly edited passage. */
export const MERGE_GAP_WORDS = 3;
/** A passage is reported from this many matched words: shorter runs are found only by chance (winnowing's guarantee). */
export const MIN_PASSAGE_WORDS = GUARANTEED_MATCH_WORDS;
/** Source positions followed per shared hash: a phrase repeated hundreds of times in one source adds nothing after this. */
const MAX_SEEDS_PER_HASH = 16;

/** A run of identical words: [q0, q1) in the query and [s0, s1) in the source (word indices). */
type TRun = { q0: number; q1: number; s0: number; s1: number };

/** What one source shares with the checked text. */
export type TComparison = {
  passages: TMatchedPassage[];
  /** Matched words of the checked text, and their share of it (0–100, rounded). */
  wordsMatched: number;
  percentMatched: number;
  /** The matched word ranges [start, end) of the checked text, to count words matched by any source once. */
  queryRanges: Array<[number, number]>;
};

/** Exact runs grown from each shared fingerprint (verified word by word: a hash collision finds nothing). */
function exactRuns(query: TFingerprint, source: TFingerprint): TRun[] {
  const q = query.tokens;
  const s = source.tokens;
  const at = new Map<number, number[]>();
  source.hashes.forEach((hash, index) => {
    const list = at.get(hash);
    if (!list) at.set(hash, [source.positions[index]!]);
    else if (list.length < MAX_SEEDS_PER_HASH) list.push(source.positions[index]!);
  });
  const runs: TRun[] = [];
  const byDiagonal = new Map<number, TRun[]>();
  query.hashes.forEach((hash, index) => {
    const qp = query.positions[index]!;
    for (const sp of at.get(hash) ?? []) {
      const diagonal = sp - qp;
      const known = byDiagonal.get(diagonal);
      if (known?.some((run) => run.q0 <= qp && qp < run.q1)) continue;
      let same = true;
      for (let k = 0; k < SHINGLE_WORDS && same; k += 1) same = q[qp + k]?.word === s[sp + k]?.word;
      if (!same) continue;
      const run = { q0: qp, q1: qp + SHINGLE_WORDS, s0: sp, s1: sp + SHINGLE_WORDS };
      while (run.q0 > 0 && run.s0 > 0 && q[run.q0 - 1]!.word === s[run.s0 - 1]!.word) {
        run.q0 -= 1;
        run.s0 -= 1;
      }
      while (run.q1 < q.length && run.s1 < s.length && q[run.q1]!.word === s[run.s1]!.word) {
        run.q1 += 1;
        run.s1 += 1;
      }
      runs.push(run);
      if (known) known.push(run);
      else byDiagonal.set(diagonal, [run]);
    }
  });
  return runs;
}

/** Longest runs first; each query word belongs to one run (a shorter overlapping run keeps its longest free part). */
function disjointRuns(runs: TRun[], queryWords: number): TRun[] {
  const taken = new Uint8Array(queryWords);
  const kept: TRun[] = [];
  for (const run of [...runs].sort((a, b) => b.q1 - b.q0 - (a.q1 - a.q0) || a.q0 - b.q0)) {
    let bestStart = -1;
    let bestLength = 0;
    for (let start = run.q0; start < run.q1; ) {
      if (taken[start]) {
        start += 1;
        continue;
      }
      let end = start;
      while (end < run.q1 && !taken[end]) end += 1;
      if (end - start > bestLength) {
        bestStart = start;
        bestLength = end - start;
      }
      start = end;
    }
    if (bestLength < SHINGLE_WORDS) continue;
    const shift = bestStart - run.q0;
    kept.push({ q0: bestStart, q1: bestStart + bestLength, s0: run.s0 + shift, s1: run.s0 + shift + bestLength });
    taken.fill(1, bestStart, bestStart + bestLength);
  }
  return kept.sort((a, b) => a.q0 - b.q0);
}

/**
 * What `source` shares with `query`: exact word runs seeded by shared fingerprints, runs a few words
 * apart in both texts merged into one passage (a changed word does not split a copied paragraph),
 * and passages of fewer than MIN_PASSAGE_WORDS matched words left out. Offsets are in both texts.
 */
export function compareFingerprints(query: TFingerprint, source: TFingerprint): TComparison {
  const runs = disjointRuns(exactRuns(query, source), query.tokens.length);
  const groups: { run: TRun; parts: TRun[] }[] = [];
  for (const run of runs) {
    const last = groups.at(-1);
    const near = last && run.q0 - last.run.q1 <= MERGE_GAP_WORDS && run.s0 >= last.run.s1 && run.s0 - last.run.s1 <= MERGE_GAP_WORDS;
    if (near) {
      last.run = { q0: last.run.q0, q1: run.q1, s0: last.run.s0, s1: run.s1 };
      last.parts.push(run);
    } else groups.push({ run: { ...run }, parts: [run] });
  }
  const passages: TMatchedPassage[] = [];
  const queryRanges: Array<[number, number]> = [];
  let wordsMatched = 0;
  for (const { run, parts } of groups) {
    const matched = parts.reduce((sum, part) => sum + part.q1 - part.q0, 0);
    if (matched < MIN_PASSAGE_WORDS) continue;
    wordsMatched += matched;
    for (const part of parts) queryRanges.push([part.q0, part.q1]);
    const textStart = query.tokens[run.q0]!.start;
    const textEnd = query.tokens[run.q1 - 1]!.end;
    const sourceStart = source.tokens[run.s0]!.start;
    const sourceEnd = source.tokens[run.s1 - 1]!.end;
    passages.push({
      text_start: textStart,
      text_end: textEnd,
      source_start: sourceStart,
      source_end: sourceEnd,
      text: query.text.slice(textStart, textEnd),
      source_text: source.text.slice(sourceStart, sourceEnd),
    });
  }
  return { passages, wordsMatched, percentMatched: percentOf(wordsMatched, query.tokens.length), queryRanges };
}

/** A whole percent (rounded, 0–100) of the checked text's words. */
export function percentOf(words: number, total: number): number {
  return total > 0 ? Math.min(100, Math.round((words * 100) / total)) : 0;
}

/** Words of the checked text matched by any source, each counted once. */
export function wordsInRanges(ranges: Array<[number, number]>, queryWords: number): number {
  const covered = new Uint8Array(queryWords);
  for (const [start, end] of ranges) covered.fill(1, start, end);
  return covered.reduce((sum, value) => sum + value, 0);
}
