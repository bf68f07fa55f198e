import { phraseAt, phraseIndex } from './cueWords';
import type { TClaimText, TTokenRange } from './claimKinds';
import type { TClaimKind } from './types';

/** A sentence is cut into at most this many claims; past it the rest stays whole. */
const MAX_PARTS = 8;
/** Each side of a cut needs this many words: a short side is a list item or a phrase, not a statement. */
const MIN_LEFT_WORDS = 4;
const MIN_RIGHT_WORDS = 3;

/** Characters that belong to the word after them (an opening quote, a currency sign). */
const OPENING = /[$€£¥"“‘'(«„¿¡[]/;

type TKindsOf = (range: TTokenRange) => Set<TClaimKind>;

/**
 * Cuts a sentence into atomic claims where it joins independent statements, conservatively: at a
 * semicolon, or at a comma followed by a conjunction ("…, and …") whose clause opens with a
 * subject (a capitalised word, a number, or a word such as "the", "it"); and only when both sides
 * are checkable on their own. "X was founded in 1887, and Y employs 4,000 people" is two claims;
 * "It opened in 1887, and closed in 1920" stays one (no subject after "and").
 */
export function claimParts(claimText: TClaimText, sentence: TTokenRange, kindsOf: TKindsOf): TTokenRange[] {
  const { text, tokens, words, cues } = claimText;
  const conjunctions = phraseIndex(cues.conjunctions);
  const subjects = phraseIndex(cues.subjects);
  const parts: TTokenRange[] = [];
  let part = { start: sentence.start, firstToken: sentence.firstToken };
  for (let t = part.firstToken + MIN_LEFT_WORDS; t < sentence.endToken && parts.length < MAX_PARTS - 1; t += 1) {
    const gapStart = tokens[t - 1]!.end;
    const gapEnd = tokens[t]!.start;
    if (gapEnd - gapStart < 2 || t - part.firstToken < MIN_LEFT_WORDS) continue;
    // The gap between two words of a sentence is a few marks; a long one is read no further than this.
    const gap = text.slice(gapStart, Math.min(gapEnd, gapStart + 16));
    const cut = gap.search(/[,;]/);
    if (cut < 0) continue;
    let right = t;
    if (gap[cut] === ',') {
      const conjunction = phraseAt(conjunctions, words, t, sentence.endToken);
      right = t + conjunction;
      if (!conjunction || right >= sentence.endToken || !opensWithSubject(claimText, right, subjects)) continue;
    }
    if (sentence.endToken - right < MIN_RIGHT_WORDS) continue;
    const left = { ...part, end: gapStart + gap.slice(0, cut).trimEnd().length, endToken: t };
    const rest = { start: startOf(claimText, right), end: sentence.end, firstToken: right, endToken: sentence.endToken };
    if (kindsOf(left).size === 0 || kindsOf(rest).size === 0) continue;
    parts.push(left);
    part = { start: rest.start, firstToken: right };
    t = right;
  }
  parts.push({ ...part, end: sentence.end, endToken: sentence.endToken });
  return parts;
}

function opensWithSubject(claimText: TClaimText, t: number, subjects: ReturnType<typeof phraseIndex>): boolean {
  const { text, tokens, words } = claimText;
  const first = text[tokens[t]!.start]!;
  return /[\p{Lu}\d]/u.test(first) || OPENING.test(text[tokens[t]!.start - 1] ?? '') || phraseAt(subjects, words, t, t + 1) > 0;
}

/** Where a claim starting at token t starts: with the opening marks written against it ("$5", "“The"). */
function startOf({ text, tokens }: TClaimText, t: number): number {
  let start = tokens[t]!.start;
  while (start > 0 && tokens[t]!.start - start < 3 && OPENING.test(text[start - 1]!)) start -= 1;
  return start;
}
