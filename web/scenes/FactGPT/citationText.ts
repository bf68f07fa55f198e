import type { TPassage } from '@core/api/citations';

/** A piece of an answer: plain text, or a citation marker [n] with the passage it names (if known). */
export type TAnswerPiece = { kind: 'text'; text: string } | { kind: 'citation'; n: number; passage: TPassage | null };

/**
 * Splits an answer into text and its inline citations; a marker naming several sources ("[1, 3]")
 * becomes a citation for each. A marker whose number names no passage stays
 * a marker without a link: a sentence is never presented as sourced when its source is unknown.
 */
export function splitCitations(text: string, passages: readonly TPassage[]): TAnswerPiece[] {
  const byNumber = new Map(passages.map((passage) => [passage.n, passage]));
  const pieces: TAnswerPiece[] = [];
  let last = 0;
  for (const match of text.matchAll(/\[\s*(\d{1,3}(?:\s*,\s*\d{1,3})*)\s*\]/g)) {
    const index = match.index;
    if (index > last) pieces.push({ kind: 'text', text: text.slice(last, index) });
    for (const n of match[1]!.split(',').map(Number)) pieces.push({ kind: 'citation', n, passage: byNumber.get(n) ?? null });
    last = index + match[0].length;
  }
  if (last < text.length) pieces.push({ kind: 'text', text: text.slice(last) });
  return pieces;
}
