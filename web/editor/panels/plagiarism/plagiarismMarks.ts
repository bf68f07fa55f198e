import type { TPlagiarismSource } from '@core/api/plagiarism';
import type { THighlightRange } from '../../highlights/analysisHighlights';
import type { TPlacedMatch } from './matchedText';
import { sourceColourClass } from './sourceColors';

/** The editor's plagiarism layer: each placed passage in its source's colour, hovering names the source. */
export function plagiarismMarks(matches: readonly TPlacedMatch[], sources: readonly TPlagiarismSource[]): THighlightRange[] {
  return matches.map((match) => {
    const source = sources[match.sourceIndex];
    const name = source ? source.title.trim() || source.url : 'a source';
    return {
      from: match.start,
      to: match.end,
      className: `lf-plag-mark ${sourceColourClass(match.sourceIndex)}`,
      title: `Found in ${name}${source ? ` (${source.percentmatched}% of the doc)` : ''}`,
    };
  });
}
