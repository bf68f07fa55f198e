import { getTextBetween, getTextSerializersFromSchema, type Editor } from '@tiptap/core';
import type { TClaimPlace } from './locateClaim';

/**
 * The editor's selection as offsets into the doc's text (docTextIndex, what a check reads), or null
 * when nothing but blank space is selected: what "Check selection" sends.
 */
export function selectedRange(editor: Editor): TClaimPlace | null {
  const { doc, selection } = editor.state;
  if (selection.empty) return null;
  const options = { blockSeparator: '\n\n', textSerializers: getTextSerializersFromSchema(doc.type.schema) };
  const offset = (pos: number) => getTextBetween(doc, { from: 0, to: pos }, options).length;
  const start = offset(selection.from);
  const end = offset(selection.to);
  if (getTextBetween(doc, { from: selection.from, to: selection.to }, options).trim() === '' || end <= start) return null;
  return { start, end };
}
