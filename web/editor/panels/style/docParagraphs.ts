import { getTextBetween, getTextSerializersFromSchema } from '@tiptap/core';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import type { EditorState } from '@tiptap/pm/state';
import { paragraphsOf, paragraphsTouched, type TParagraph } from '@web/scenes/OptimizerHumanize/paragraphs';
import { docTextIndex, type TDocTextIndex } from '../../highlights/docText';

/**
 * The doc's paragraphs a rewrite may send, as offsets into its text (docTextIndex): the text's
 * paragraphs (blank lines between blocks) that lie in one paragraph node. Headings and code blocks
 * are left out, so a rewrite never touches them; list items, quotes and table cells hold paragraphs.
 */
export function docParagraphs(doc: ProseMirrorNode, index: TDocTextIndex = docTextIndex(doc)): TParagraph[] {
  return paragraphsOf(index.text).filter((paragraph) => {
    const $start = doc.resolve(index.posAt(paragraph.start));
    const $end = doc.resolve(index.posAt(paragraph.end - 1) + 1);
    return $start.parent.type.name === 'paragraph' && $start.sameParent($end);
  });
}

/** The editor's selection as offsets into the doc's text (a caret gives the same offset twice). */
export function selectionOffsets(state: EditorState): { from: number; to: number } {
  const { doc, selection } = state;
  const options = { blockSeparator: '\n\n', textSerializers: getTextSerializersFromSchema(doc.type.schema) };
  const offset = (pos: number) => getTextBetween(doc, { from: 0, to: pos }, options).length;
  const from = offset(selection.from);
  return { from, to: selection.empty ? from : offset(selection.to) };
}

/** What "Rewrite selection" sends: the doc's paragraphs the selection touches, or the one the caret stands in. */
export function selectedParagraphs(state: EditorState, paragraphs: readonly TParagraph[] = docParagraphs(state.doc)): TParagraph[] {
  const { from, to } = selectionOffsets(state);
  return paragraphsTouched(paragraphs, from, to);
}
