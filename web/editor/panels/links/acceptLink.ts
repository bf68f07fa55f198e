import type { Editor } from '@tiptap/core';
import type { TLinkSuggestion } from '@core/api/interlinking';
import { docOutline } from '@core/analysis/interlinking';
import { docTextIndex } from '../../highlights/docText';
import { locateAnchor } from './locateAnchor';

/**
 * Accepts a suggestion in the live doc: the link goes on the anchor where it is now (see
 * locateAnchor), as one editor change — co-editors see it through Yjs, Undo takes it back, and the
 * normal save stores it. Returns false when the anchor is no longer in the doc (nothing changes).
 */
export function acceptLink(editor: Editor, suggestion: TLinkSuggestion): boolean {
  const doc = editor.state.doc;
  const place = locateAnchor(docOutline(doc), suggestion);
  if (!place) return false;
  const index = docTextIndex(doc);
  const from = index.posAt(place.start);
  // From the last character, so an anchor that ends its paragraph stays inside it.
  const to = index.posAt(place.end - 1) + 1;
  return editor.chain().focus().setTextSelection({ from, to }).setLink({ href: suggestion.target.url }).run();
}
