import { eq } from 'drizzle-orm';
import * as Y from 'yjs';
import { writeHtmlIntoYDoc, yDocToHtml } from '@core/editor/yjsHtml';
import { storeBlogYdoc } from '../commands/blogSaver';
import type { Db } from '../db/database';
import { blogs } from '../db/schema/blogs';
import { serverDocument } from './serverDom';

/**
 * Reads and writes a doc's Yjs state in the blogs table. The server derives the doc's HTML,
 * word count and last update from the Yjs document on every store, so the docs list, exports and
 * the share page see the text even when no browser called the save call (docs/decisions.md "Editor").
 */
export function createBlogDocStore(db: Db) {
  return {
    /** Fills `doc` from the stored state; a doc that only has HTML (saved before the editor) is converted once. */
    async load(blogId: string, doc: Y.Doc): Promise<boolean> {
      const [row] = await db.select({ ydoc: blogs.ydoc, html: blogs.copyToSave }).from(blogs).where(eq(blogs.id, blogId)).limit(1);
      if (!row) return false;
      if (row.ydoc && row.ydoc.byteLength > 0) Y.applyUpdate(doc, row.ydoc);
      else if (row.html.trim()) {
        writeHtmlIntoYDoc(doc, row.html, serverDocument());
        // Stored at once: a second conversion (after a restart) would make different Yjs items, and
        // an editor still holding the first would then show the text twice.
        await storeBlogYdoc(db, blogId, Y.encodeStateAsUpdate(doc));
      }
      return true;
    },

    /**
     * Writes the document's whole state (one update) merged into the stored one under a row lock
     * (storeBlogYdoc), so a save call merging an update at the same moment keeps its edits too,
     * with the HTML rendered from it (sanitized there, word count derived from it).
     */
    async store(blogId: string, doc: Y.Doc): Promise<void> {
      await storeBlogYdoc(db, blogId, Y.encodeStateAsUpdate(doc), yDocToHtml(doc, serverDocument()));
    },
  };
}
export type TBlogDocStore = ReturnType<typeof createBlogDocStore>;
