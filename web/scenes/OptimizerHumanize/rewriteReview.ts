import type { THumanizedPassage, THumanizeResult } from '@core/api/humanize';
import { applyRewrite, type TParagraph } from './paragraphs';

/**
 * Where a passage's review stands: open (waiting for the writer), accepted (its rewrite is in the
 * text), rejected, unchanged (nothing to accept) or moved (the writer edited the passage since, so
 * its rewrite can only be copied).
 */
export type TReviewStatus = 'open' | 'accepted' | 'rejected' | 'unchanged' | 'moved';
/** A rewritten passage under review, with where its original stands in the text now. */
export type TReviewItem = THumanizedPassage & { start: number; status: TReviewStatus };
/** A rewrite under review: the text as it was sent, and each passage. */
export type TReview = { before: string; result: THumanizeResult; items: TReviewItem[] };

/** The review of a rewrite of `sent` (the paragraphs of `before`, in the order sent). */
export function reviewOf(before: string, sent: readonly TParagraph[], result: THumanizeResult): TReview {
  const items = result.passages.map((passage) => ({
    ...passage,
    start: sent[passage.index]?.start ?? 0,
    status: passage.unchanged ? ('unchanged' as const) : ('open' as const),
  }));
  return { before, result, items };
}

/**
 * Accepts the open, acceptable passages among `indexes` into `text`, one by one: each rewrite
 * replaces its original, and the passages after it move by the change in length. A passage that is
 * no longer in the text becomes "moved". A flagged passage (a fact lost) is never accepted here.
 */
export function acceptPassages(text: string, items: readonly TReviewItem[], indexes: readonly number[]): { text: string; items: TReviewItem[] } {
  let current = text;
  let next = items.map((item) => ({ ...item }));
  for (const index of indexes) {
    const item = next.find((candidate) => candidate.index === index);
    if (!item || item.status !== 'open' || !item.acceptable) continue;
    const applied = applyRewrite(current, item, item.rewrite);
    if (!applied) {
      item.status = 'moved';
      continue;
    }
    const shift = item.rewrite.length - item.original.length;
    next = next.map((other) => (other === item ? { ...other, start: applied.at, status: 'accepted' } : other.start > applied.at ? { ...other, start: other.start + shift } : other));
    current = applied.text;
  }
  return { text: current, items: next };
}

/** Marks a passage rejected: its original stays in the text. */
export function rejectPassage(items: readonly TReviewItem[], index: number): TReviewItem[] {
  return items.map((item) => (item.index === index && item.status === 'open' ? { ...item, status: 'rejected' } : item));
}
