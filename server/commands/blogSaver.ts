import { and, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import * as Y from 'yjs';
import { countWords } from '@core/analysis/wordCount';
import {
  BLOG_COUNTRY_DEFAULT,
  BLOG_LANGUAGE_DEFAULT,
  BLOG_TITLE_DEFAULT,
  BLOG_TONE_DEFAULT,
  type TBlogMetaData,
  type TBlogUserInput,
  type TStoredBlogMetaData,
  type TStoredBlogUserInput,
} from '@core/api/blogs';
import type { Db } from '../db/database';
import { blogs, type TBlogRow } from '../db/schema/blogs';
import { HttpError } from '../errors';
import { blogPlainText, sanitizeBlogHtml } from '../exports/sanitizeBlogHtml';
import { serverDocument } from '../collaboration/serverDom';
import { docMetaEmpty, readDocMeta, writeDocMeta } from '@core/editor/docMeta';
import { replaceYDocHtml } from '@core/editor/replaceYDocHtml';
import { nodeText, yDocToHtml, yDocToNode } from '@core/editor/yjsHtml';
import { columnsWithDocMeta, docMetaOfRow, docMetaOfSave } from './blogDocMeta';

/** What a save writes, already authorized. Absent fields keep their stored values on update. */
export type TBlogContent = {
  projectId: string;
  teamId: string | null;
  title?: string;
  html: string;
  userInput?: TBlogUserInput;
  metaData?: TBlogMetaData;
  inputType?: string | null;
  style?: string | null;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TITLE_CHARS = 120;

const DEFAULT_USER_INPUT: TStoredBlogUserInput = { headlines: [], topic: '', copyTextArea: '', descriptionTextArea: '', tone: BLOG_TONE_DEFAULT };
const DEFAULT_META_DATA: TStoredBlogMetaData = { wordpress_post_id: null, language: BLOG_LANGUAGE_DEFAULT, country: BLOG_COUNTRY_DEFAULT };

/** user_input with the stored (or default) values under the ones sent. */
export function mergeUserInput(stored: TStoredBlogUserInput, sent: TBlogUserInput | undefined): TStoredBlogUserInput {
  const merged = { ...stored };
  for (const [key, value] of Object.entries(sent ?? {})) if (value !== undefined) Object.assign(merged, { [key]: value });
  return merged;
}

/** meta_data likewise; the Yjs state is not part of it (it has its own column). */
export function mergeMetaData(stored: TStoredBlogMetaData, sent: TBlogMetaData | undefined): TStoredBlogMetaData {
  const merged: TStoredBlogMetaData = { ...stored };
  for (const [key, value] of Object.entries(sent ?? {})) {
    if (key === 'encodedYdoc' || value === undefined) continue;
    if (key === 'wordpress_post_id') merged.wordpress_post_id = value === null ? null : String(value);
    else Object.assign(merged, { [key]: value });
  }
  return merged;
}

/** A doc without a title is named by its first line, like a chat by its first question. */
export function blogTitle(sentTitle: string | undefined, text: string): string {
  const title = sentTitle?.replace(/\s+/g, ' ').trim();
  if (title) return title;
  if (!text) return BLOG_TITLE_DEFAULT;
  return text.length > TITLE_CHARS ? `${text.slice(0, TITLE_CHARS - 1)}…` : text;
}

function cleanHtml(html: string): { html: string; text: string } {
  const clean = sanitizeBlogHtml(html);
  return { html: clean, text: blogPlainText(clean) };
}

/** The sanitized HTML and its text; refuses a save with no words (spec §5). */
function checkedHtml(html: string): { html: string; text: string } {
  const { html: clean, text } = cleanHtml(html);
  if (countWords(text) === 0) throw new HttpError('blog_empty', 'Please write more words before saving your blog.', 'copy_to_save');
  return { html: clean, text };
}

const decodeYdoc = (base64: string | null | undefined) => (base64 ? new Uint8Array(Buffer.from(base64, 'base64')) : null);

/** Yjs updates merge in any order and any number of times: a save never drops a collaborator's edit. */
function mergedYdoc(stored: Uint8Array | null, update: Uint8Array | null): Uint8Array | null {
  if (!update || update.length === 0) return stored;
  if (!stored || stored.length === 0) return update;
  return Y.mergeUpdates([stored, update]);
}

export async function createBlog(db: Db, userId: string, content: TBlogContent, options: { allowEmpty?: boolean } = {}): Promise<TBlogRow> {
  const { html, text } = options.allowEmpty ? cleanHtml(content.html) : checkedHtml(content.html);
  const ydoc = decodeYdoc(content.metaData?.encodedYdoc);
  const [created] = await db
    .insert(blogs)
    .values({
      userId,
      teamId: content.teamId,
      projectId: content.projectId,
      title: blogTitle(content.title, text),
      copyToSave: html,
      userInput: mergeUserInput(DEFAULT_USER_INPUT, content.userInput),
      metaData: mergeMetaData(DEFAULT_META_DATA, content.metaData),
      ydoc,
      ydocUpdatedAt: ydoc ? new Date() : null,
      inputType: content.inputType ?? null,
      style: content.style ?? null,
      wordCount: countWords(text),
    })
    .returning();
  return created!;
}

/** Finds the doc's live shared document (open in the collaboration server), if any. */
export type TLiveDocLookup = () => Promise<Y.Doc | undefined>;
const SAVE_ORIGIN = 'save-call';

/** The row's columns a save or a store derives from the doc's Yjs state. */
function yjsColumns(current: Pick<TBlogRow, 'title' | 'metaData' | 'userInput'>, doc: Y.Doc) {
  const clean = sanitizeBlogHtml(yDocToHtml(doc, serverDocument()));
  const text = blogPlainText(clean);
  return { copyToSave: clean, wordCount: countWords(text), ...columnsWithDocMeta(current, readDocMeta(doc), (title) => blogTitle(title, text)) };
}

/**
 * Replaces what the save sends; merges the rest. The project may change, the team may not.
 *
 * A doc with a Yjs state (the editor has opened it) keeps its text and fields in Yjs: the save is
 * applied to that state in one Yjs transaction under the row lock (without an encodedYdoc the sent
 * HTML replaces the text; title and side-panel fields go into the doc's meta map), the columns are
 * derived from the result, and the change is pushed to the open shared document, so connected
 * editors see it at once (docs/decisions.md "Editor").
 */
export async function updateBlog(db: Db, blog: TBlogRow, content: TBlogContent, liveDoc: TLiveDocLookup = async () => undefined): Promise<TBlogRow> {
  const { html, text } = checkedHtml(content.html);
  const update = decodeYdoc(content.metaData?.encodedYdoc);
  const live = await liveDoc();
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
      return row!;
    }
    const doc = new Y.Doc();
    if (current.ydoc && current.ydoc.byteLength > 0) Y.applyUpdate(doc, current.ydoc);
    if (live) Y.applyUpdate(doc, Y.encodeStateAsUpdate(live));
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
    saved = doc;
    return row!;
  });
  if (saved) await pushToLiveDoc(saved, liveDoc);
  return updated;
}

/**
 * Sends what a save changed to the open shared document (looked up again after the commit: it may
 * have been loaded from the row meanwhile), whose peers receive it as one update; Hocuspocus then
 * stores it like any edit. A doc nobody has open gets it from the row on its next open.
 */
async function pushToLiveDoc(saved: Y.Doc, liveDoc: TLiveDocLookup): Promise<void> {
  const live = await liveDoc();
  if (!live) return;
  const missing = Y.encodeStateAsUpdate(saved, Y.encodeStateVector(live));
  Y.applyUpdate(live, missing, SAVE_ORIGIN);
}

/**
 * For the collaboration server: merges a Yjs update (or a whole state) into the doc's stored state,
 * and, when given the shared document it came from, the columns derived from it (HTML, word count,
 * title and side-panel fields). Returns false when the doc no longer exists.
 */
export async function storeBlogYdoc(db: Db, blogId: string, update: Uint8Array, from?: Y.Doc): Promise<boolean> {
  if (!UUID.test(blogId)) return false;
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ ydoc: blogs.ydoc, title: blogs.title, metaData: blogs.metaData, userInput: blogs.userInput })
      .from(blogs)
      .where(eq(blogs.id, blogId))
      .for('update');
    if (!current) return false;
    await tx
      .update(blogs)
      .set({
        ydoc: mergedYdoc(current.ydoc, update),
        ydocUpdatedAt: new Date(),
        updatedAt: new Date(),
        ...(from ? yjsColumns(current, from) : {}),
      })
      .where(eq(blogs.id, blogId));
    return true;
  });
}

/** A Yjs state with the meta map's title set (a duplicate's map must not bring back the original's title). */
function withDocTitle(ydoc: Uint8Array, title: string): Uint8Array {
  const doc = new Y.Doc();
  Y.applyUpdate(doc, ydoc);
  if (!docMetaEmpty(doc)) writeDocMeta(doc, { title });
  return Y.encodeStateAsUpdate(doc);
}

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
  return created!;
}

export async function deleteBlog(db: Db, blog: TBlogRow): Promise<void> {
  await db.delete(blogs).where(eq(blogs.id, blog.id));
}

export async function setBlogShared(db: Db, blog: TBlogRow, shared: boolean): Promise<TBlogRow> {
  // Sharing is not an edit: the doc keeps its place in the list.
  const [updated] = await db.update(blogs).set({ shared }).where(eq(blogs.id, blog.id)).returning();
  return updated!;
}

export async function findBlog(db: Db, blogId: string): Promise<TBlogRow | undefined> {
  if (!UUID.test(blogId)) return undefined;
  const rows = await db.select().from(blogs).where(eq(blogs.id, blogId)).limit(1);
  return rows[0];
}

/** LIKE treats % and _ as wildcards; a search for them means the characters. */
const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * One page of docs in a project, by last update: the team's docs when `teamId` is set, else the
 * user's own personal ones; `search` matches the title or the HTML's text.
 */
export async function listBlogs(
  db: Db,
  filter: { userId: string; teamId: string | null; projectId: string; outputType: string; search?: string; sort: 'asc' | 'desc' },
  page: { offset: number; limit: number },
): Promise<{ rows: TBlogRow[]; total: number }> {
  if (!UUID.test(filter.projectId)) return { rows: [], total: 0 };
  const conditions: (SQL | undefined)[] = [
    eq(blogs.projectId, filter.projectId),
    eq(blogs.outputType, filter.outputType),
    filter.teamId ? eq(blogs.teamId, filter.teamId) : and(eq(blogs.userId, filter.userId), isNull(blogs.teamId)),
  ];
  const search = filter.search?.trim();
  // The HTML's text, not its markup: "strong" or "href" must not match every formatted doc.
  const text = sql`regexp_replace(${blogs.copyToSave}, '<[^>]*>', ' ', 'g')`;
  if (search) conditions.push(or(ilike(blogs.title, likePattern(search)), ilike(text, likePattern(search))));
  const where = and(...conditions);
  const order = filter.sort === 'asc' ? [asc(blogs.updatedAt), asc(blogs.id)] : [desc(blogs.updatedAt), desc(blogs.id)];
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db.select().from(blogs).where(where).orderBy(...order).offset(page.offset).limit(page.limit),
    db.select({ total: count() }).from(blogs).where(where),
  ]);
  return { rows, total };
}
