import * as Y from 'yjs';
import { docMetaEmpty, writeDocMeta } from '@core/editor/docMeta';
import type { Db } from '../db/database';
import { blogs, type TBlogRow } from '../db/schema/blogs';
import { refreshDocFingerprint } from '../plagiarism/fingerprintStore';

/** A Yjs state with the meta map's title set (a duplicate's map must not bring back the original's title). */
function withDocTitle(ydoc: Uint8Array, title: string): Uint8Array {
  const doc = new Y.Doc();
  Y.applyUpdate(doc, ydoc);
  if (!docMetaEmpty(doc)) writeDocMeta(doc, { title });
  return Y.encodeStateAsUpdate(doc);
}

/** A copy of the doc ("Copy of …") in the same project and team, never linked to the original's published post. */
export async function duplicateBlog(db: Db, blog: TBlogRow, userId: string): Promise<TBlogRow> {
  const title = `Copy of ${blog.title}`.slice(0, 500);
  const [created] = await db
    .insert(blogs)
    .values({
      userId,
      teamId: blog.teamId,
      projectId: blog.projectId,
      title,
      copyToSave: blog.copyToSave,
      userInput: blog.userInput,
      metaData: { ...blog.metaData, wordpress_post_id: null },
      ydoc: blog.ydoc ? withDocTitle(blog.ydoc, title) : null,
      ydocUpdatedAt: blog.ydoc ? new Date() : null,
      inputType: blog.inputType,
      outputType: blog.outputType,
      style: blog.style,
      wordCount: blog.wordCount,
    })
    .returning();
  // A doc without a fingerprint is fingerprinted by the next check that could find it (backfill).
  await refreshDocFingerprint(db, created!);
  return created!;
}
