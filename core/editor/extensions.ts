import type { AnyExtension } from '@tiptap/core';
import { Image } from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import { StarterKit } from '@tiptap/starter-kit';

/** The Yjs field the editor's document lives in (the Collaboration extension's default). */
export const EDITOR_FIELD = 'default';

/**
 * The document schema of a blog, shared by the browser editor and the server (which turns the Yjs
 * document into HTML for the list, exports and sharing): headings, lists, quotes, links, images by
 * URL, tables and code. StarterKit's own undo history is off because Yjs keeps the history.
 */
export function blogSchemaExtensions(): AnyExtension[] {
  return [
    StarterKit.configure({
      undoRedo: false,
      heading: { levels: [1, 2, 3, 4] },
      link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'] },
    }),
    Image.configure({ inline: false, allowBase64: false }),
    TableKit.configure({ table: { resizable: false } }),
  ];
}
