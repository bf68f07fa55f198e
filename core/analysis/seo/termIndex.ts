import { stemmerFor, wordTokens, type TLanguageCode, type TWordToken } from '../language';
import { wordsJoin } from './phraseKey';

/**
 * A text's words with their stems, whether each word joins the one before it into a phrase, and
 * where each stem occurs (so a term is found by its first word's uses, not by a scan of the text).
 */
export type TTermIndex = { tokens: TWordToken[]; stems: string[]; joined: boolean[]; byStem: Map<string, number[]> };

/** Indexes a text once for every phrase count and lookup that follows. */
export function termIndexOf(text: string, code: TLanguageCode | null): TTermIndex {
  const tokens = wordTokens(text);
  const stem = stemmerFor(code);
  const stems = tokens.map((token) => stem(token.word));
  const joined = tokens.map((token, index) => {
    if (index === 0) return false;
    const end = tokens[index - 1]!.end;
    // The usual gap, one space, joins; anything else is read by the rule.
    return (token.start === end + 1 && text.charCodeAt(end) === 32) || wordsJoin(text.slice(end, token.start));
  });
  const byStem = new Map<string, number[]>();
  stems.forEach((value, position) => {
    const positions = byStem.get(value);
    if (positions) positions.push(position);
    else byStem.set(value, [position]);
  });
  return { tokens, stems, joined, byStem };
}

/** Where a phrase key (stems joined by one space) occurs, as token positions of its first word. */
export function keyPositions(index: TTermIndex, key: string): number[] {
  const parts = key.split(' ').filter(Boolean);
  const positions: number[] = [];
  if (!parts.length) return positions;
  const { stems, joined } = index;
  for (const start of index.byStem.get(parts[0]!) ?? []) {
    if (start + parts.length > stems.length) break;
    let match = true;
    for (let offset = 1; match && offset < parts.length; offset += 1) {
      match = joined[start + offset]! && stems[start + offset] === parts[offset];
    }
    if (match) positions.push(start);
  }
  return positions;
}

/** Counts every phrase of 1–`maxWords` joined words by its key, in one pass (the score looks terms up by keyPositions instead). */
export function phraseCounts(index: TTermIndex, maxWords: number): Map<string, number> {
  const counts = new Map<string, number>();
  const { stems, joined } = index;
  for (let start = 0; start < stems.length; start += 1) {
    let key = '';
    for (let length = 1; length <= maxWords && start + length <= stems.length; length += 1) {
      const last = start + length - 1;
      if (length > 1 && !joined[last]) break;
      key = length === 1 ? stems[start]! : `${key} ${stems[last]}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  return counts;
}

/**
 * The uses of a term in a text, as text offsets (end exclusive) from its first word's start to its
 * last word's end: what the editor highlights when the writer hovers a term.
 */
export function termOccurrences(text: string, key: string, code: TLanguageCode | null): Array<{ start: number; end: number }> {
  const index = termIndexOf(text, code);
  const length = key.split(' ').filter(Boolean).length;
  return keyPositions(index, key).map((start) => ({ start: index.tokens[start]!.start, end: index.tokens[start + length - 1]!.end }));
}
