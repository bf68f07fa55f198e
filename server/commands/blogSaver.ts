import { and, asc, count, desc, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
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

const UUID = /^[0-9a-f-]{36}$/i;
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

/** Replaces what the save sends; merges the rest. The project may change, the team may not. */
export async function updateBlog(db: Db, blog: TBlogRow, content: TBlogContent): Promise<TBlogRow> {
  const { html, text } = checkedHtml(content.html);
  const update = decodeYdoc(content.metaData?.encodedYdoc);
  return db.transaction(async (tx) => {
    // Lock the row so a collaboration store and an autosave merging at once both keep their edits.
    const [current] = await tx.select({ ydoc: blogs.ydoc }).from(blogs).where(eq(blogs.id, blog.id)).for('update');
    const ydoc = mergedYdoc(current?.ydoc ?? null, update);
    const [updated] = await tx
      .update(blogs)
      .set({
        projectId: content.projectId,
        title: content.title !== undefined ? blogTitle(content.title, text) : blog.title === BLOG_TITLE_DEFAULT ? blogTitle(undefined, text) : blog.title,
        copyToSave: html,
        userInput: mergeUserInput(blog.userInput, content.userInput),
        metaData: mergeMetaData(blog.metaData, content.metaData),
        ...(update ? { ydoc, ydocUpdatedAt: new Date() } : {}),
        ...(content.inputType !== undefined ? { inputType: content.inputType } : {}),
        ...(content.style !== undefined ? { style: content.style } : {}),
        wordCount: countWords(text),
        updatedAt: new Date(),
      })
      .where(eq(blogs.id, blog.id))
      .returning();
    return updated!;
  });
}

/**
 * For the collaboration server: merges a Yjs update (or a whole state) into the doc's stored state,
 * and, when given, the HTML rendered from it. Returns false when the doc no longer exists.
 */
export async function storeBlogYdoc(db: Db, blogId: string, update: Uint8Array, html?: string): Promise<boolean> {
  if (!UUID.test(blogId)) return false;
  return db.transaction(async (tx) => {
    const [current] = await tx.select({ ydoc: blogs.ydoc }).from(blogs).where(eq(blogs.id, blogId)).for('update');
    if (!current) return false;
    const clean = html === undefined ? undefined : sanitizeBlogHtml(html);
    await tx
      .update(blogs)
      .set({
        ydoc: mergedYdoc(current.ydoc, update),
        ydocUpdatedAt: new Date(),
        updatedAt: new Date(),
        ...(clean !== undefined ? { copyToSave: clean, wordCount: countWords(blogPlainText(clean)) } : {}),
      })
      .where(eq(blogs.id, blogId));
    return true;
  });
}

export async function duplicateBlog(db: Db, blog: TBlogRow, userId: string): Promise<TBlogRow> {
  const [created] = await db
    .insert(blogs)
    .values({
      userId,
      teamId: blog.teamId,
      projectId: blog.projectId,
      title: `Copy of ${blog.title}`.slice(0, 500),
      copyToSave: blog.copyToSave,
      userInput: blog.userInput,
      metaData: { ...blog.metaData, wordpress_post_id: null },
      ydoc: blog.ydoc,
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
  if (search) conditions.push(or(ilike(blogs.title, likePattern(search)), ilike(blogs.copyToSave, likePattern(search))));
  const where = and(...conditions);
  const order = filter.sort === 'asc' ? [asc(blogs.updatedAt), asc(blogs.id)] : [desc(blogs.updatedAt), desc(blogs.id)];
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db.select().from(blogs).where(where).orderBy(...order).offset(page.offset).limit(page.limit),
    db.select({ total: count() }).from(blogs).where(where),
  ]);
  return { rows, total };
}
