import type { Editor } from '@tiptap/core';
import type { TReviewItem } from '@web/scenes/OptimizerHumanize/rewriteReview';
import { docTextIndex } from '../../highlights/docText';
import { docParagraphs } from './docParagraphs';
import { placeRewrites, rewriteEdits } from './rewriteEdits';

/** One edit as document positions (inside one paragraph node). */
type TDocEdit = { from: number; to: number; text: string };

/**
 * Accepts the open, acceptable rewrites among `indexes` into the live doc, all in one transaction
 * (one Undo restores every paragraph it changed; co-editors see an ordinary edit). Only the diff's
 * deleted and inserted runs change, applied from the end of the doc backwards, so bold or linked
 * words the rewrite kept stay bold or linked; inserted words take no marks. A paragraph whose text
 * is no longer the rewrite's original is left alone and its item becomes "moved".
 */
export function acceptRewrites(editor: Editor, items: readonly TReviewItem[], indexes: readonly number[]): TReviewItem[] {
  const { doc, schema } = editor.state;
  const index = docTextIndex(doc);
  const edits: TDocEdit[] = [];
  const accepted = new Map<number, number>();
  const moved = new Set<number>();
  for (const { item, paragraph } of placeRewrites(docParagraphs(doc, index), items, indexes)) {
    const textEdits = paragraph ? rewriteEdits(paragraph.start, item.original, item.diff) : null;
    if (!paragraph || !textEdits) {
      moved.add(item.index);
      continue;
    }
    // After the character before an edit, so one at a run's edge stays in this paragraph.
    const posOf = (offset: number) => (offset > paragraph.start ? index.posAt(offset - 1) + 1 : index.posAt(offset));
    const docEdits = textEdits.map((edit) => ({ from: posOf(edit.from), to: edit.to > edit.from ? index.posAt(edit.to - 1) + 1 : posOf(edit.from), text: edit.text }));
    const $start = doc.resolve(index.posAt(paragraph.start));
    if (!docEdits.every((edit) => $start.sameParent(doc.resolve(edit.from)) && $start.sameParent(doc.resolve(edit.to)))) {
      moved.add(item.index);
      continue;
    }
    edits.push(...docEdits);
    accepted.set(item.index, paragraph.start);
  }
  if (edits.length > 0) {
    edits.sort((a, b) => b.from - a.from);
    const applied = editor
      .chain()
      .focus()
      .command(({ tr }) => {
        for (const edit of edits) {
          if (edit.text) tr.replaceWith(edit.from, edit.to, schema.text(edit.text));
          else tr.delete(edit.from, edit.to);
        }
        return true;
      })
      .run();
    if (!applied) accepted.clear();
  }
  return items.map((item) => {
    const start = accepted.get(item.index);
    if (start !== undefined) return { ...item, start, status: 'accepted' as const };
    return moved.has(item.index) ? { ...item, status: 'moved' as const } : item;
  });
}
