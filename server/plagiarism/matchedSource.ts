import type { TComparison } from '@core/analysis/fingerprint';
import type { TPlagiarismSource } from '@core/api/plagiarism';
import { cutAtWord } from '@core/text/cutAtWord';

/** A source with what it matched and the checked text's word ranges it covers (for the overall figures). */
export type TSourceMatch = { source: TPlagiarismSource; ranges: Array<[number, number]> };

const SNIPPET_CHARS = 240;

/** A matched source as the API lists it; null when the comparison found no passage. */
export function matchedSource(
  where: { kind: TPlagiarismSource['kind']; url: string; title: string; id: string | null; viewurl?: string | null },
  comparison: TComparison,
): TSourceMatch | null {
  if (!comparison.passages.length) return null;
  const first = comparison.passages[0]!.source_text;
  const snippet = first.length > SNIPPET_CHARS ? `${cutAtWord(first, SNIPPET_CHARS)}…` : first;
  return {
    source: {
      kind: where.kind,
      url: where.url,
      title: where.title || where.url,
      id: where.id,
      textsnippet: snippet,
      wordsmatched: comparison.wordsMatched,
      percentmatched: comparison.percentMatched,
      viewurl: where.viewurl ?? null,
      passages: comparison.passages,
    },
    ranges: comparison.queryRanges,
  };
}
