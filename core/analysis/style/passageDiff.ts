import { wordTokens } from '../language';

/** One step of a word-level diff: text kept, added by the rewrite, or removed from the original. */
export type TDiffOp = { op: 'same' | 'insert' | 'delete'; text: string };

/** Passages longer than this (in words, either side) are shown as one replacement: a diff there would not help a reader. */
export const MAX_DIFF_WORDS = 2_000;

const hasWord = (text: string) => /[\p{L}\p{N}]/u.test(text);

/** A text as its words, the run before the first word, and the run after each word (spaces, punctuation). */
type TWords = { lead: string; words: string[]; gaps: string[] };

function wordsOf(text: string): TWords {
  const tokens = wordTokens(text);
  return {
    lead: text.slice(0, tokens[0]?.start ?? text.length),
    words: tokens.map((token) => text.slice(token.start, token.end)),
    gaps: tokens.map((token, i) => text.slice(token.end, tokens[i + 1]?.start ?? text.length)),
  };
}

/**
 * A word-level diff of two passages: Myers' O(ND) algorithm (linear-space, middle-snake form) on
 * the words, so as many words as possible are kept; the spaces and punctuation after a kept word
 * are kept when they match. Runs without a word between two changes are folded into them, so a
 * rewritten clause reads as one deletion and one insertion.
 */
export function passageDiff(before: string, after: string): TDiffOp[] {
  if (before === after) return before ? [{ op: 'same', text: before }] : [];
  const a = wordsOf(before);
  const b = wordsOf(after);
  if (a.words.length > MAX_DIFF_WORDS || b.words.length > MAX_DIFF_WORDS) return tidy([{ op: 'delete', text: before }, { op: 'insert', text: after }]);
  const ops: TDiffOp[] = [];
  const push = (op: TDiffOp['op'], text: string) => {
    if (text) ops.push({ op, text });
  };
  const runs = (x: string, y: string) => {
    if (x === y) push('same', x);
    else {
      push('delete', x);
      push('insert', y);
    }
  };
  runs(a.lead, b.lead);
  // Words compared as numbers: equal text, equal id.
  const ids = new Map<string, number>();
  const idOf = (word: string) => {
    let id = ids.get(word);
    if (id === undefined) ids.set(word, (id = ids.size));
    return id;
  };
  myers(Int32Array.from(a.words, idOf), Int32Array.from(b.words, idOf), {
    same: (from, to, bFrom) => {
      for (let i = from; i < to; i += 1) {
        push('same', a.words[i]!);
        runs(a.gaps[i]!, b.gaps[bFrom + i - from]!);
      }
    },
    delete: (from, to) => {
      for (let i = from; i < to; i += 1) push('delete', a.words[i]! + a.gaps[i]!);
    },
    insert: (from, to) => {
      for (let j = from; j < to; j += 1) push('insert', b.words[j]! + b.gaps[j]!);
    },
  });
  return tidy(ops);
}

/** Ranges of a (same, delete) or of b (insert); a kept range also gives where it starts in b. */
type TSink = { same: (from: number, to: number, bFrom: number) => void; delete: (from: number, to: number) => void; insert: (from: number, to: number) => void };

/** Myers' diff of two id arrays, reported in order. */
function myers(a: Int32Array, b: Int32Array, sink: TSink): void {
  const diff = (aLo: number, aHi: number, bLo: number, bHi: number): void => {
    const prefixStart = aLo;
    const bPrefixStart = bLo;
    while (aLo < aHi && bLo < bHi && a[aLo] === b[bLo]) {
      aLo += 1;
      bLo += 1;
    }
    sink.same(prefixStart, aLo, bPrefixStart);
    let suffix = 0;
    while (aHi - suffix > aLo && bHi - suffix > bLo && a[aHi - 1 - suffix] === b[bHi - 1 - suffix]) suffix += 1;
    const aEnd = aHi - suffix;
    const bEnd = bHi - suffix;
    if (aLo === aEnd) sink.insert(bLo, bEnd);
    else if (bLo === bEnd) sink.delete(aLo, aEnd);
    else {
      const split = middleSnake(a, b, aLo, aEnd, bLo, bEnd);
      if (split) {
        diff(aLo, split[0], bLo, split[1]);
        diff(split[0], aEnd, split[1], bEnd);
      } else {
        sink.delete(aLo, aEnd);
        sink.insert(bLo, bEnd);
      }
    }
    sink.same(aEnd, aHi, bEnd);
  };
  diff(0, a.length, 0, b.length);
}

/**
 * Where an optimal edit path of a[aLo..aHi) → b[bLo..bHi) crosses its middle (Myers 1986, §4b,
 * searching forward and backward at once); null when the two share nothing.
 */
function middleSnake(a: Int32Array, b: Int32Array, aLo: number, aHi: number, bLo: number, bHi: number): [number, number] | null {
  const n = aHi - aLo;
  const m = bHi - bLo;
  const maxD = Math.ceil((n + m) / 2);
  const offset = maxD;
  const size = 2 * maxD + 2;
  const forward = new Int32Array(size).fill(-1);
  const backward = new Int32Array(size).fill(-1);
  forward[offset + 1] = 0;
  backward[offset + 1] = 0;
  const delta = n - m;
  // With an odd delta the paths meet on a forward step, with an even one on a backward step.
  const front = delta % 2 !== 0;
  let k1start = 0, k1end = 0, k2start = 0, k2end = 0;
  for (let d = 0; d < maxD; d += 1) {
    for (let k1 = -d + k1start; k1 <= d - k1end; k1 += 2) {
      const i1 = offset + k1;
      let x1 = k1 === -d || (k1 !== d && forward[i1 - 1]! < forward[i1 + 1]!) ? forward[i1 + 1]! : forward[i1 - 1]! + 1;
      let y1 = x1 - k1;
      while (x1 < n && y1 < m && a[aLo + x1] === b[bLo + y1]) {
        x1 += 1;
        y1 += 1;
      }
      forward[i1] = x1;
      if (x1 > n) k1end += 2;
      else if (y1 > m) k1start += 2;
      else if (front) {
        const i2 = offset + delta - k1;
        if (i2 >= 0 && i2 < size && backward[i2] !== -1 && x1 >= n - backward[i2]!) return [aLo + x1, bLo + y1];
      }
    }
    for (let k2 = -d + k2start; k2 <= d - k2end; k2 += 2) {
      const i2 = offset + k2;
      let x2 = k2 === -d || (k2 !== d && backward[i2 - 1]! < backward[i2 + 1]!) ? backward[i2 + 1]! : backward[i2 - 1]! + 1;
      let y2 = x2 - k2;
      while (x2 < n && y2 < m && a[aHi - x2 - 1] === b[bHi - y2 - 1]) {
        x2 += 1;
        y2 += 1;
      }
      backward[i2] = x2;
      if (x2 > n) k2end += 2;
      else if (y2 > m) k2start += 2;
      else if (!front) {
        const i1 = offset + delta - k2;
        if (i1 >= 0 && i1 < size && forward[i1] !== -1) {
          const x1 = forward[i1]!;
          const y1 = offset + x1 - i1;
          if (x1 >= n - x2) return [aLo + x1, bLo + y1];
        }
      }
    }
  }
  return null;
}

/**
 * Joins neighbouring ops of a kind, folds a word-less 'same' between two changes into them,
 * writes each run of changes as one deletion then one insertion, and keeps the spaces or
 * punctuation both end with.
 */
function tidy(ops: TDiffOp[]): TDiffOp[] {
  const out: TDiffOp[] = [];
  let deleted = '';
  let inserted = '';
  const flush = () => {
    // Spaces or punctuation both sides end with are kept, not changed ("brown " → "red ": the space stays).
    let common = 0;
    while (common < Math.min(deleted.length, inserted.length) && deleted.at(-1 - common) === inserted.at(-1 - common) && !hasWord(deleted.at(-1 - common)!)) common += 1;
    const kept = common ? deleted.slice(-common) : '';
    if (deleted.length > common) out.push({ op: 'delete', text: deleted.slice(0, deleted.length - common) });
    if (inserted.length > common) out.push({ op: 'insert', text: inserted.slice(0, inserted.length - common) });
    if (kept) out.push({ op: 'same', text: kept });
    deleted = inserted = '';
  };
  const joined: TDiffOp[] = [];
  for (const op of ops) {
    const last = joined.at(-1);
    if (last?.op === op.op) last.text += op.text;
    else if (op.text) joined.push({ ...op });
  }
  for (let i = 0; i < joined.length; i += 1) {
    const { op, text } = joined[i]!;
    const between = op === 'same' && !hasWord(text) && (deleted || inserted) && i + 1 < joined.length;
    if (op === 'delete' || between) deleted += text;
    if (op === 'insert' || between) inserted += text;
    if (op === 'same' && !between) {
      flush();
      const last = out.at(-1);
      if (last?.op === 'same') last.text += text;
      else out.push({ op, text });
    }
  }
  flush();
  return out;
}
