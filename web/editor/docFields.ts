import type { TBlog, TSaveBlogInput } from '@core/api/blogs';
import { docMetaOf, type TDocMeta } from '@core/editor/docMeta';

/** What the title and side panel edit (spec §3 Editor state); kept in the doc's Yjs meta map. */
export type TDocFields = TDocMeta;

/** The fields as the row has them: shown until the shared document has synced. */
export function fieldsOf(blog: TBlog): TDocFields {
  return docMetaOf(blog.title, blog.meta_data, blog.user_input);
}

/** Base64 of bytes, in chunks (one spread of a large doc's bytes would overflow the call stack). */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/**
 * The Save button's call: the HTML (the save rule checks it has words) and the whole Yjs state,
 * which the server merges, so the row is current at once (exports read it). No title or fields:
 * they are in the Yjs state, and a snapshot of them could undo a co-editor's newer change.
 */
export function saveInput(blog: Pick<TBlog, '_id' | 'project_id'>, html: string, ydoc: Uint8Array): TSaveBlogInput {
  return {
    save_id: blog._id,
    project_id: blog.project_id,
    copy_to_save: html,
    meta_data: { encodedYdoc: toBase64(ydoc) },
    output_type: 'blog',
  };
}
