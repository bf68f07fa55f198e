import type { TPlagiarismSource } from '@core/api/plagiarism';
import { copyscapeTextSearch, CopyscapeError, type TCopyscapeSettings } from './copyscape';

/** Copyscape's answer as sources of the result, with its overall figures. */
export type TCopyscapeFindings = { sources: TPlagiarismSource[]; allwordsmatched: number | null; allviewurl: string | null };

const COPYSCAPE_TIMEOUT_MS = 60_000;

/**
 * Asks Copyscape (when configured) for copies of the text on the web. Its matches carry its view
 * link and word counts but no positions (its API gives snippets, not offsets). A failure is a notice.
 */
export async function compareWithCopyscape(
  settings: TCopyscapeSettings | null,
  input: { text: string; fullComparisons: number; test: boolean; queryWords: number; signal?: AbortSignal },
  notices: string[],
): Promise<TCopyscapeFindings | null> {
  if (!settings) return null;
  try {
    const timeout = AbortSignal.timeout(COPYSCAPE_TIMEOUT_MS);
    const answer = await copyscapeTextSearch(settings, { ...input, signal: input.signal ? AbortSignal.any([timeout, input.signal]) : timeout });
    const sources = answer.result.map((match): TPlagiarismSource => {
      const words = Math.max(0, Math.round(match.wordsmatched ?? match.minwordsmatched ?? 0));
      const percent = match.percentmatched ?? (input.queryWords ? (words * 100) / input.queryWords : 0);
      return {
        kind: 'copyscape',
        url: match.url,
        title: match.title || match.url,
        id: null,
        textsnippet: match.textsnippet,
        wordsmatched: words,
        percentmatched: Math.max(0, Math.min(100, Math.round(percent))),
        viewurl: match.viewurl ?? null,
        passages: [],
      };
    });
    return { sources, allwordsmatched: answer.allwordsmatched, allviewurl: answer.allviewurl };
  } catch (error) {
    const reason =
      error instanceof CopyscapeError
        ? error.message
        : error instanceof Error && error.name === 'TimeoutError'
          ? 'Copyscape did not answer in time.'
          : `Copyscape could not be reached (${error instanceof Error ? error.message : String(error)}).`;
    notices.push(`${reason} The result covers the other sources.`);
    return null;
  }
}
