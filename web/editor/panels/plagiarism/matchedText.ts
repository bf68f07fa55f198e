import type { TPlagiarismSource } from '@core/api/plagiarism';

/** One matched passage placed in the checked text: which source, which of its passages, and where. */
export type TPlacedMatch = { sourceIndex: number; passageIndex: number; start: number; end: number };

/** A stretch of the checked text and the sources it was found in (none: original). */
export type TTextSegment = { start: number; end: number; text: string; sourceIndexes: number[] };

const squashSpaces = (value: string) => value.replace(/\s+/g, ' ').trim();

/** Where a passage's exact words occur in the text, when they occur exactly once; else null. */
function uniqueOccurrence(text: string, words: string): number | null {
  if (!words.trim()) return null;
  const first = text.indexOf(words);
  if (first < 0 || text.indexOf(words, first + 1) >= 0) return null;
  return first;
}

/**
 * The passages whose offsets still point at their own words in `text`. The offsets are into the text
 * that was checked; when the text has changed since (an edited doc), a passage whose words now occur
 * exactly once is marked there, and any other is counted as `moved` rather than marking whatever words
 * sit at its old offsets.
 */
export function placeMatches(text: string, sources: readonly TPlagiarismSource[]): { matches: TPlacedMatch[]; moved: number } {
  const matches: TPlacedMatch[] = [];
  let moved = 0;
  sources.forEach((source, sourceIndex) => {
    source.passages.forEach((passage, passageIndex) => {
      const { text_start: start, text_end: end } = passage;
      const fits = start < end && end <= text.length && squashSpaces(text.slice(start, end)) === squashSpaces(passage.text);
      if (fits) {
        matches.push({ sourceIndex, passageIndex, start, end });
        return;
      }
      const found = uniqueOccurrence(text, passage.text);
      if (found === null) moved += 1;
      else matches.push({ sourceIndex, passageIndex, start: found, end: found + passage.text.length });
    });
  });
  return { matches, moved };
}

/**
 * Cuts the text at every match's start and end, so each piece knows all the sources that cover it
 * (passages of two sources may overlap). The pieces cover the whole text, in order.
 */
export function segmentText(text: string, matches: readonly TPlacedMatch[]): TTextSegment[] {
  const cuts = new Set<number>([0, text.length]);
  for (const match of matches) {
    cuts.add(match.start);
    cuts.add(match.end);
  }
  const points = [...cuts].filter((point) => point >= 0 && point <= text.length).sort((a, b) => a - b);
  const segments: TTextSegment[] = [];
  for (let i = 0; i + 1 < points.length; i += 1) {
    const start = points[i]!;
    const end = points[i + 1]!;
    const sourceIndexes = [...new Set(matches.filter((match) => match.start <= start && match.end >= end).map((match) => match.sourceIndex))].sort((a, b) => a - b);
    segments.push({ start, end, text: text.slice(start, end), sourceIndexes });
  }
  return segments;
}
