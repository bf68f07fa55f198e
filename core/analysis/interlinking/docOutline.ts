import { getTextSerializersFromSchema } from '@tiptap/core';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';

/** A range of the doc's plain text (end exclusive). */
export type TTextRange = { start: number; end: number };

/** The doc's plain text with the places a link may not go: headings, and the links already in it. */
export type TDocOutline = {
  /** Exactly TipTap's `editor.getText({ blockSeparator: '\n\n' })` (the offsets the editor maps back). */
  text: string;
  headings: TTextRange[];
  links: Array<TTextRange & { href: string }>;
};

const BLOCK_SEPARATOR = '\n\n';

/** Adds a range, joining it to the last one when they touch (one heading or link over several text runs). */
function pushRange<T extends TTextRange>(ranges: T[], range: T, same: (last: T) => boolean): void {
  const last = ranges.at(-1);
  if (last && last.end === range.start && same(last)) last.end = range.end;
  else ranges.push(range);
}

/**
 * Walks a ProseMirror document as TipTap's getText does (same block separators, same node
 * serializers such as a hard break's "\n"), noting which text is a heading and which is a link, so
 * the server and the browser read the same text with the same offsets.
 */
export function docOutline(doc: ProseMirrorNode): TDocOutline {
  const serializers = getTextSerializersFromSchema(doc.type.schema);
  const range = { from: 0, to: doc.content.size };
  const headings: TTextRange[] = [];
  const links: TDocOutline['links'] = [];
  let text = '';
  // Document position where the heading being walked ends (its runs are in it until then).
  let headingEnd = -1;
  doc.nodesBetween(range.from, range.to, (node, pos, parent, index) => {
    if (node.isBlock && pos > range.from) text += BLOCK_SEPARATOR;
    if (node.type.name === 'heading') headingEnd = pos + node.nodeSize;
    const serializer = serializers[node.type.name];
    let run: string | null = null;
    if (serializer) {
      if (parent) run = serializer({ node, pos, parent, index, range });
    } else if (node.isText) run = node.text ?? '';
    if (run !== null) {
      const start = text.length;
      text += run;
      const end = text.length;
      if (pos < headingEnd) pushRange(headings, { start, end }, () => true);
      const href = node.marks.find((mark) => mark.type.name === 'link')?.attrs.href;
      if (typeof href === 'string' && end > start) pushRange(links, { start, end, href }, (last) => last.href === href);
      return false;
    }
    return !serializer;
  });
  return { text, headings, links };
}
