import { eq } from 'drizzle-orm';
import type * as Y from 'yjs';
import type { Db } from '../db/database';
import { blogs } from '../db/schema/blogs';
import { refreshDocFingerprint } from '../plagiarism/fingerprintStore';
import { BLOG_ID_PATTERN, mergedYdoc, yjsColumns } from './blogFields';

/**
 * For the collaboration server: merges a Yjs update (or a whole state) into the doc's stored state,
 * and, when given the shared document it came from, the columns derived from it (HTML, word count,
 * title and side-panel fields). Returns false when the doc no longer exists.
 */
export async function storeBlogYdoc(db: Db, blogId: string, update: Uint8Array, from?: Y.Doc): Promise<boolean> {
  if (!BLOG_ID_PATTERN.test(blogId)) return false;
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ ydoc: blogs.ydoc, title: blogs.title, metaData: blogs.metaData, userInput: blogs.userInput, copyToSave: blogs.copyToSave })
      .from(blogs)
      .where(eq(blogs.id, blogId))
      .for('update');
    if (!current) return false;
    const [stored] = await tx
      .update(blogs)
      .set({
        ydoc: mergedYdoc(current.ydoc, update),
        ydocUpdatedAt: new Date(),
        updatedAt: new Date(),
        ...(from ? yjsColumns(current, from) : {}),
      })
      .where(eq(blogs.id, blogId))
      .returning({ id: blogs.id, userId: blogs.userId, projectId: blogs.projectId, copyToSave: blogs.copyToSave });
    // The HTML changes only when the shared document is given (the columns are derived from it), and often not even then.
    if (from && stored && stored.copyToSave !== current.copyToSave) await refreshDocFingerprint(tx, stored);
    return true;
  });
}
