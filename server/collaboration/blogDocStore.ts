import { eq } from 'drizzle-orm';
import * as Y from 'yjs';
import { nodeText, writeHtmlIntoYDoc, yDocToHtml, yDocToNode } from '@core/editor/yjsHtml';
import { countWords } from '@core/analysis/wordCount';
import type { Db } from '../db/database';
import { blogs } from '../db/schema/blogs';
import { sanitizeBlogHtml } from '../exports/sanitizeBlogHtml';
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
      else if (row.html.trim()) writeHtmlIntoYDoc(doc, row.html, serverDocument());
      return true;
    },

    /**
     * Writes the document's whole state (one merged update) and what is derived from it. A state
     * the save call merged into the row meanwhile is first applied to the live doc, so neither
     * side's edits are lost and connected editors receive them.
     */
    async store(blogId: string, doc: Y.Doc): Promise<void> {
      const [row] = await db.select({ ydoc: blogs.ydoc }).from(blogs).where(eq(blogs.id, blogId)).limit(1);
      if (!row) return; // deleted while open: nothing to keep
      if (row.ydoc && row.ydoc.byteLength > 0) Y.applyUpdate(doc, row.ydoc, 'stored-row');
      const node = yDocToNode(doc);
      const html = sanitizeBlogHtml(yDocToHtml(doc, serverDocument()));
      const now = new Date();
      await db
        .update(blogs)
        .set({ ydoc: Y.encodeStateAsUpdate(doc), ydocUpdatedAt: now, copyToSave: html, wordCount: countWords(nodeText(node)), updatedAt: now })
        .where(eq(blogs.id, blogId));
    },
  };
}
export type TBlogDocStore = ReturnType<typeof createBlogDocStore>;
