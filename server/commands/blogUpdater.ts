import { eq } from 'drizzle-orm';
import * as Y from 'yjs';
import { countWords } from '@core/analysis/wordCount';
import { BLOG_TITLE_DEFAULT } from '@core/api/blogs';
import { docMetaEmpty, writeDocMeta } from '@core/editor/docMeta';
import { replaceYDocHtml } from '@core/editor/replaceYDocHtml';
import { nodeText, yDocToNode } from '@core/editor/yjsHtml';
import type { Db } from '../db/database';
import { blogs, type TBlogRow } from '../db/schema/blogs';
import { serverDocument } from '../editor/serverDom';
import { refreshDocFingerprint } from '../plagiarism/fingerprintStore';
import { HttpError } from '../errors';
import { docMetaOfRow, docMetaOfSave } from './blogDocMeta';
import { blogTitle, checkedHtml, decodeYdoc, mergeMetaData, mergeUserInput, yjsColumns, type TBlogContent } from './blogFields';

/**
 * Runs `work` with the doc's live shared document when it is open for co-editing (on this instance
 * or, with Redis, on another: then it is opened here too and synced), else with undefined. The
 * document stays loaded while `work` runs.
 */
export type TLiveDocAccess = <T>(work: (live: Y.Doc | undefined) => T | Promise<T>) => Promise<T>;
/** For callers without collaboration: no live document. */
export const noLiveDoc: TLiveDocAccess = async (work) => work(undefined);
const SAVE_ORIGIN = 'save-call';

/**
 * Replaces what the save sends; merges the rest. The project may change, the team may not.
 *
 * A doc with a Yjs state (the editor has opened it) keeps its text and fields in Yjs: the save is
 * applied to that state in one Yjs transaction under the row lock (without an encodedYdoc the sent
 * HTML replaces the text; title and side-panel fields go into the doc's meta map), the columns are
 * derived from the result, and the change is pushed to the open shared document, so connected
 * editors see it at once (docs/decisions.md "Editor").
 */
export async function updateBlog(
  db: Db,
  blog: TBlogRow,
  content: TBlogContent,
  liveDoc: TLiveDocAccess = noLiveDoc,
  /** false when `db` is an outer transaction: the caller pushes the saved row after its commit (pushSavedToLiveDoc). */
  options: { pushLive?: boolean } = {},
): Promise<TBlogRow> {
  const { html, text } = checkedHtml(content.html);
  const update = decodeYdoc(content.metaData?.encodedYdoc);
  const live = await liveDoc((doc) => (doc ? Y.encodeStateAsUpdate(doc) : null));
  let saved: Y.Doc | null = null;
  const updated = await db.transaction(async (tx) => {
    // Lock the row so a collaboration store and another save merging at once all keep their edits;
    // the merges start from the locked row, not from the one read before the lock.
    const [current] = await tx.select().from(blogs).where(eq(blogs.id, blog.id)).for('update');
    if (!current) throw new HttpError('not_found', 'This doc no longer exists.');
    const base = {
      projectId: content.projectId,
      userInput: mergeUserInput(current.userInput, content.userInput),
      metaData: mergeMetaData(current.metaData, content.metaData),
      ...(content.inputType !== undefined ? { inputType: content.inputType } : {}),
      ...(content.style !== undefined ? { style: content.style } : {}),
      updatedAt: new Date(),
    };
    const hasYjs = Boolean(live || update || (current.ydoc && current.ydoc.byteLength > 0));
    if (!hasYjs) {
      // Never opened in the editor: the HTML is the doc (converted to Yjs on first open).
      const title = content.title !== undefined ? blogTitle(content.title, text) : current.title === BLOG_TITLE_DEFAULT ? blogTitle(undefined, text) : current.title;
      const [row] = await tx.update(blogs).set({ ...base, title, copyToSave: html, wordCount: countWords(text) }).where(eq(blogs.id, blog.id)).returning();
      if (row!.copyToSave !== current.copyToSave) await refreshDocFingerprint(tx, row!);
      return row!;
    }
    const doc = new Y.Doc();
    if (current.ydoc && current.ydoc.byteLength > 0) Y.applyUpdate(doc, current.ydoc);
    if (live) Y.applyUpdate(doc, live);
    if (update) Y.applyUpdate(doc, update);
    if (docMetaEmpty(doc)) writeDocMeta(doc, docMetaOfRow(current));
    // One transaction: peers get the new text and fields as a single update.
    doc.transact(() => {
      // Without Yjs bytes the HTML is the new text; with them the merged Yjs text is, unless it has none.
      if (!update || !nodeText(yDocToNode(doc)).trim()) replaceYDocHtml(doc, html, serverDocument());
      writeDocMeta(doc, docMetaOfSave(content, (title) => blogTitle(title, text)));
    }, SAVE_ORIGIN);
    const columns = yjsColumns({ ...current, metaData: base.metaData, userInput: base.userInput }, doc);
    const [row] = await tx
      .update(blogs)
      .set({ ...base, ...columns, ydoc: Y.encodeStateAsUpdate(doc), ydocUpdatedAt: new Date() })
      .where(eq(blogs.id, blog.id))
      .returning();
    if (row!.copyToSave !== current.copyToSave) await refreshDocFingerprint(tx, row!);
    saved = doc;
    return row!;
  });
  if (saved && options.pushLive !== false) await pushToLiveDoc(saved, liveDoc);
  return updated;
}

/**
 * Sends what a save changed to the open shared document (looked up again after the commit: it may
 * have been loaded from the row meanwhile), whose peers receive it as one update; Hocuspocus then
 * stores it like any edit. A doc nobody has open gets it from the row on its next open.
 */
async function pushToLiveDoc(saved: Y.Doc, liveDoc: TLiveDocAccess): Promise<void> {
  await liveDoc((live) => {
    if (!live) return;
    const missing = Y.encodeStateAsUpdate(saved, Y.encodeStateVector(live));
    Y.applyUpdate(live, missing, SAVE_ORIGIN);
  });
}

/** After a commit that saved the row with updateBlog(…, { pushLive: false }): sends its Yjs state to the open shared document. */
export async function pushSavedToLiveDoc(row: Pick<TBlogRow, 'ydoc'>, liveDoc: TLiveDocAccess): Promise<void> {
  if (!row.ydoc || row.ydoc.byteLength === 0) return;
  const saved = new Y.Doc();
  Y.applyUpdate(saved, row.ydoc);
  await pushToLiveDoc(saved, liveDoc);
}
