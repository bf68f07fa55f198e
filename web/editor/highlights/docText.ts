import { getTextSerializersFromSchema } from '@tiptap/core';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';

/** The doc's plain text and the way back from a text offset to a document position. */
export type TDocTextIndex = {
  /** Exactly `editor.getText({ blockSeparator: '\n\n' })`: what the analyses read and answer offsets into. */
  text: string;
  /** The document position of a text offset (an offset inside a block separator maps to the next text). */
  posAt: (offset: number) => number;
};

const BLOCK_SEPARATOR = '\n\n';

/**
 * Walks the document as TipTap's getText does (same separators, same node serializers such as a
 * hard break's "\n"), noting where each run of text starts in both the text and the document, so a
 * range an analysis found in the text can be marked in the editor.
 */
export function docTextIndex(doc: ProseMirrorNode): TDocTextIndex {
  const serializers = getTextSerializersFromSchema(doc.type.schema);
  // Parallel arrays: run i covers text offsets textStarts[i]..textEnds[i] from document position posStarts[i].
  const textStarts: number[] = [];
  const textEnds: number[] = [];
  const posStarts: number[] = [];
  let text = '';
  const range = { from: 0, to: doc.content.size };
  doc.nodesBetween(range.from, range.to, (node, pos, parent, index) => {
    if (node.isBlock && pos > range.from) text += BLOCK_SEPARATOR;
    const serializer = serializers[node.type.name];
    if (serializer) {
      if (parent) {
        textStarts.push(text.length);
        posStarts.push(pos);
        text += serializer({ node, pos, parent, index, range });
        textEnds.push(text.length);
      }
      return false;
    }
    if (node.isText) {
      textStarts.push(text.length);
      posStarts.push(pos);
      text += node.text ?? '';
      textEnds.push(text.length);
    }
    return true;
  });
  const posAt = (offset: number): number => {
    if (textStarts.length === 0) return 1;
    // The last run starting at or before the offset (binary search: docs have thousands of runs).
    let low = 0;
    let high = textStarts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (textStarts[middle]! <= offset) low = middle;
      else high = middle - 1;
    }
    const runEnd = textEnds[low]!;
    // Inside a separator after the run: the start of the next run.
    if (offset > runEnd && low + 1 < textStarts.length) return posStarts[low + 1]!;
    return posStarts[low]! + Math.max(0, Math.min(offset, runEnd) - textStarts[low]!);
  };
  return { text, posAt };
}
