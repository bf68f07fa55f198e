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
import { readDocMeta } from '@core/editor/docMeta';
import { yDocToHtml } from '@core/editor/yjsHtml';
import type { TBlogRow } from '../db/schema/blogs';
import { serverDocument } from '../editor/serverDom';
import { HttpError } from '../errors';
import { blogPlainText, sanitizeBlogHtml } from '../exports/sanitizeBlogHtml';
import { columnsWithDocMeta } from './blogDocMeta';

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

export const BLOG_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TITLE_CHARS = 120;

export const DEFAULT_USER_INPUT: TStoredBlogUserInput = { headlines: [], topic: '', copyTextArea: '', descriptionTextArea: '', tone: BLOG_TONE_DEFAULT };
export const DEFAULT_META_DATA: TStoredBlogMetaData = { wordpress_post_id: null, language: BLOG_LANGUAGE_DEFAULT, country: BLOG_COUNTRY_DEFAULT };

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

export function cleanHtml(html: string): { html: string; text: string } {
  const clean = sanitizeBlogHtml(html);
  return { html: clean, text: blogPlainText(clean) };
}

/** The sanitized HTML and its text; refuses a save with no words (spec §5). */
export function checkedHtml(html: string): { html: string; text: string } {
  const { html: clean, text } = cleanHtml(html);
  if (countWords(text) === 0) throw new HttpError('blog_empty', 'Please write more words before saving your blog.', 'copy_to_save');
  return { html: clean, text };
}

export const decodeYdoc = (base64: string | null | undefined) => (base64 ? new Uint8Array(Buffer.from(base64, 'base64')) : null);

/** Yjs updates merge in any order and any number of times: a save never drops a collaborator's edit. */
export function mergedYdoc(stored: Uint8Array | null, update: Uint8Array | null): Uint8Array | null {
  if (!update || update.length === 0) return stored;
  if (!stored || stored.length === 0) return update;
  return Y.mergeUpdates([stored, update]);
}

/** The row's columns a save or a store derives from the doc's Yjs state. */
export function yjsColumns(current: Pick<TBlogRow, 'title' | 'metaData' | 'userInput'>, doc: Y.Doc) {
  const clean = sanitizeBlogHtml(yDocToHtml(doc, serverDocument()));
  const text = blogPlainText(clean);
  return { copyToSave: clean, wordCount: countWords(text), ...columnsWithDocMeta(current, readDocMeta(doc), (title) => blogTitle(title, text)) };
}
