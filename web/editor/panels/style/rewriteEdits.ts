import { countWords } from '@core/analysis/wordCount';
import { HUMANIZE_MAX_PASSAGES, HUMANIZE_MAX_WORDS, type THumanizedPassage } from '@core/api/humanize';
import type { TParagraph } from '@web/scenes/OptimizerHumanize/paragraphs';
import type { TReviewItem } from '@web/scenes/OptimizerHumanize/rewriteReview';

/** One change to the doc's text: the offsets from..to (end exclusive) replaced by `text` ('' deletes). */
export type TTextEdit = { from: number; to: number; text: string };

/**
 * The edits that turn a passage into its rewrite, from its word diff, as offsets into the doc's
 * text (the passage starts at `start`): only the deleted and inserted runs change, so the kept words
 * keep their formatting. A deletion next to an insertion is one replacement. Line breaks in inserted
 * text become spaces (a paragraph takes no new lines). Null when the diff does not rebuild `original`.
 */
export function rewriteEdits(start: number, original: string, diff: THumanizedPassage['diff']): TTextEdit[] | null {
  const edits: TTextEdit[] = [];
  let at = start;
  let rebuilt = '';
  const current = () => {
    const last = edits.at(-1);
    if (last && last.to === at) return last;
    const edit = { from: at, to: at, text: '' };
    edits.push(edit);
    return edit;
  };
  for (const op of diff) {
    if (op.op === 'insert') {
      current().text += op.text.replace(/\s*\n\s*/g, ' ');
      continue;
    }
    if (op.op === 'delete') current().to += op.text.length;
    at += op.text.length;
    rebuilt += op.text;
  }
  if (rebuilt !== original) return null;
  return edits.filter((edit) => edit.to > edit.from || edit.text !== '');
}

/**
 * Where each rewrite to accept goes now: the open, acceptable items among `indexes`, each with the
 * doc's paragraph whose text is still exactly its original (the nearest to where it was), or null
 * when none is (the writer changed it since). A paragraph takes one rewrite.
 */
export function placeRewrites(paragraphs: readonly TParagraph[], items: readonly TReviewItem[], indexes: readonly number[]): { item: TReviewItem; paragraph: TParagraph | null }[] {
  const taken = new Set<TParagraph>();
  const placed: { item: TReviewItem; paragraph: TParagraph | null }[] = [];
  for (const item of items) {
    if (!indexes.includes(item.index) || item.status !== 'open' || !item.acceptable) continue;
    let paragraph: TParagraph | null = null;
    for (const candidate of paragraphs) {
      if (taken.has(candidate) || candidate.text !== item.original) continue;
      if (!paragraph || Math.abs(candidate.start - item.start) < Math.abs(paragraph.start - item.start)) paragraph = candidate;
    }
    if (paragraph) taken.add(paragraph);
    placed.push({ item, paragraph });
  }
  return placed;
}

/** Why these paragraphs are too many for one rewrite (the server's limits), in words for the writer; null when they fit. */
export function rewriteTooLarge(sent: readonly TParagraph[]): string | null {
  if (sent.length > HUMANIZE_MAX_PASSAGES) {
    return `That is ${sent.length} paragraphs, and one rewrite takes at most ${HUMANIZE_MAX_PASSAGES}: select fewer paragraphs and use Rewrite selection.`;
  }
  const words = sent.reduce((total, paragraph) => total + countWords(paragraph.text), 0);
  if (words > HUMANIZE_MAX_WORDS) {
    return `That is ${words.toLocaleString('en-US')} words, and one rewrite takes at most ${HUMANIZE_MAX_WORDS.toLocaleString('en-US')}: select fewer paragraphs and use Rewrite selection.`;
  }
  return null;
}
