import { eq } from 'drizzle-orm';
import * as Y from 'yjs';
import type { Db } from '../db/database';
import { blogs } from '../db/schema/blogs';
import { refreshDocFingerprint } from '../plagiarism/fingerprintStore';
import { BLOG_ID_PATTERN, mergedYdoc, yjsColumns } from './blogFields';

/**
 * For the collaboration server: merges a Yjs update (or a whole state) into the doc's stored state,
 * and, with `deriveColumns`, the columns derived from the merged state (HTML, word count, title and
 * side-panel fields). From the merge, not from the storing instance's document: another instance
 * (or a save) may have stored edits it has not received yet. Returns false when the doc no longer exists.
 */
export async function storeBlogYdoc(db: Db, blogId: string, update: Uint8Array, options: { deriveColumns: boolean } = { deriveColumns: false }): Promise<boolean> {
  if (!BLOG_ID_PATTERN.test(blogId)) return false;
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ ydoc: blogs.ydoc, title: blogs.title, metaData: blogs.metaData, userInput: blogs.userInput, copyToSave: blogs.copyToSave })
      .from(blogs)
      .where(eq(blogs.id, blogId))
      .for('update');
    if (!current) return false;
    const ydoc = mergedYdoc(current.ydoc, update);
    const [stored] = await tx
      .update(blogs)
      .set({
        ydoc,
        ydocUpdatedAt: new Date(),
        updatedAt: new Date(),
        ...(options.deriveColumns ? yjsColumns(current, mergedDoc(ydoc)) : {}),
      })
      .where(eq(blogs.id, blogId))
      .returning({ id: blogs.id, userId: blogs.userId, projectId: blogs.projectId, copyToSave: blogs.copyToSave });
    // The HTML changes only when the columns are derived, and often not even then.
    if (options.deriveColumns && stored && stored.copyToSave !== current.copyToSave) await refreshDocFingerprint(tx, stored);
    return true;
  });
}

function mergedDoc(state: Uint8Array | null): Y.Doc {
  const doc = new Y.Doc();
  if (state && state.byteLength > 0) Y.applyUpdate(doc, state);
  return doc;
}
