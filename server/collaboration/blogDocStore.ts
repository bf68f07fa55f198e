import { eq } from 'drizzle-orm';
import * as Y from 'yjs';
import { docMetaEmpty, writeDocMeta } from '@core/editor/docMeta';
import { writeHtmlIntoYDoc } from '@core/editor/yjsHtml';
import { docMetaOfRow } from '../commands/blogDocMeta';
import { storeBlogYdoc } from '../commands/blogYdocStorer';
import type { Db } from '../db/database';
import { blogs } from '../db/schema/blogs';
import { serverDocument } from '../editor/serverDom';

/**
 * Reads and writes a doc's Yjs state in the blogs table. The server derives the doc's HTML,
 * word count and last update from the Yjs document on every store, so the docs list, exports and
 * the share page see the text even when no browser called the save call (docs/decisions.md "Editor").
 */
export function createBlogDocStore(db: Db) {
  return {
    /**
     * Fills `doc` from the stored state. A doc that only has HTML (saved before the editor) is
     * converted once; a doc whose meta map is empty (from before the fields moved into Yjs) gets
     * its title and side-panel fields from the row.
     */
    async load(blogId: string, doc: Y.Doc): Promise<boolean> {
      const [row] = await db
        .select({ ydoc: blogs.ydoc, html: blogs.copyToSave, title: blogs.title, metaData: blogs.metaData, userInput: blogs.userInput })
        .from(blogs)
        .where(eq(blogs.id, blogId))
        .limit(1);
      if (!row) return false;
      let converted = false;
      if (row.ydoc && row.ydoc.byteLength > 0) Y.applyUpdate(doc, row.ydoc);
      else if (row.html.trim()) {
        writeHtmlIntoYDoc(doc, row.html, serverDocument());
        converted = true;
      }
      if (docMetaEmpty(doc)) converted = writeDocMeta(doc, docMetaOfRow(row)) || converted;
      // Stored at once: a second conversion (after a restart) would make different Yjs items, and
      // an editor still holding the first would then show the text twice.
      if (converted) await storeBlogYdoc(db, blogId, Y.encodeStateAsUpdate(doc));
      return true;
    },

    /**
     * Writes the document's whole state (one update) merged into the stored one under a row lock
     * (storeBlogYdoc), so a save call merging an update at the same moment keeps its edits too,
     * with the columns derived from it (sanitized HTML, word count, title and side-panel fields).
     */
    async store(blogId: string, doc: Y.Doc): Promise<void> {
      await storeBlogYdoc(db, blogId, Y.encodeStateAsUpdate(doc), { deriveColumns: true });
    },
  };
}
export type TBlogDocStore = ReturnType<typeof createBlogDocStore>;
