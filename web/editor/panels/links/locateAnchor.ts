import { hrefReaches, type TDocOutline, type TTextRange } from '@core/analysis/interlinking';
import type { TLinkSuggestion } from '@core/api/interlinking';

const overlaps = (ranges: TTextRange[], start: number, end: number) => ranges.some((range) => start < range.end && end > range.start);

/** Every place `needle` occurs in `text`. */
function occurrences(text: string, needle: string): number[] {
  const found: number[] = [];
  if (!needle) return found;
  for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + 1)) found.push(at);
  return found;
}

const nearest = (candidates: number[], to: number) => candidates.reduce<number | null>((best, at) => (best === null || Math.abs(at - to) < Math.abs(best - to) ? at : best), null);

/**
 * Where a suggestion's anchor is in the live doc's text: at its offsets when the text there is
 * still the anchor; else (the doc changed since the server read it) in its sentence, or failing
 * that wherever the anchor's exact text is nearest its old offset. Null when it is gone, or now
 * sits in a heading or a link, so the link is never put anywhere else.
 */
export function locateAnchor(outline: TDocOutline, suggestion: Pick<TLinkSuggestion, 'anchor' | 'sentence' | 'text_start' | 'text_end'>): TTextRange | null {
  const { text } = outline;
  const { anchor } = suggestion;
  let start: number | null = text.slice(suggestion.text_start, suggestion.text_end) === anchor ? suggestion.text_start : null;
  if (start === null) {
    const sentence = nearest(occurrences(text, suggestion.sentence), suggestion.text_start);
    const inSentence = sentence === null ? -1 : suggestion.sentence.indexOf(anchor);
    start = sentence !== null && inSentence !== -1 ? sentence + inSentence : nearest(occurrences(text, anchor), suggestion.text_start);
  }
  if (start === null) return null;
  const end = start + anchor.length;
  if (overlaps(outline.headings, start, end) || overlaps(outline.links, start, end)) return null;
  return { start, end };
}

/** Whether the live doc already links to the suggestion's target (accepted here, or by a co-editor). */
export function alreadyLinked(outline: TDocOutline, suggestion: Pick<TLinkSuggestion, 'target'>): boolean {
  return outline.links.some((link) => hrefReaches(link.href, suggestion.target));
}
