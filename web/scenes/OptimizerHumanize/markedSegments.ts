/** A run of the text, marked when it lies inside one of the ranges. */
export type TSegment = { start: number; text: string; marked: boolean };

/**
 * The text cut into plain and marked runs by the given ranges (sentences a signal points at):
 * ranges are sorted and merged first, clipped to the text, so overlapping or unsorted ranges and
 * ranges past the end never break the text or repeat a word.
 */
export function markedSegments(text: string, ranges: readonly { start: number; end: number }[]): TSegment[] {
  const sorted = ranges
    .map((range) => ({ start: Math.max(0, Math.min(range.start, text.length)), end: Math.max(0, Math.min(range.end, text.length)) }))
    .filter((range) => range.end > range.start)
    .sort((a, b) => a.start - b.start);
  const segments: TSegment[] = [];
  let at = 0;
  for (const range of sorted) {
    if (range.end <= at) continue;
    const last = segments.at(-1);
    if (last?.marked && range.start <= at) {
      // Overlaps or touches the marked run before it: one run.
      last.text += text.slice(at, range.end);
    } else {
      if (range.start > at) segments.push({ start: at, text: text.slice(at, range.start), marked: false });
      segments.push({ start: range.start, text: text.slice(range.start, range.end), marked: true });
    }
    at = range.end;
  }
  if (at < text.length) segments.push({ start: at, text: text.slice(at), marked: false });
  return segments;
}
