import { BLOG_TITLE_DEFAULT, type TBlogMetaData, type TBlogUserInput } from '@core/api/blogs';
import { docMetaOf, type TDocMeta } from '@core/editor/docMeta';
import type { TBlogRow } from '../db/schema/blogs';

/**
 * The title and side-panel fields between the blog row's columns and the doc's Yjs map
 * (core/editor/docMeta.ts): the row seeds an empty map, a save call's fields are written into the
 * map, and the map is copied back into the columns whenever the server persists the Yjs state.
 */

type TMetaColumns = Pick<TBlogRow, 'title' | 'metaData' | 'userInput'>;

/** What the row says, for a doc whose map has never been written. */
export function docMetaOfRow(row: TMetaColumns): TDocMeta {
  return docMetaOf(row.title, row.metaData, row.userInput);
}

/** The fields a save call sends (absent ones stay out, so they keep what co-editors wrote). */
export function docMetaOfSave(sent: { title?: string; metaData?: TBlogMetaData; userInput?: TBlogUserInput }, title: (sent: string) => string): Partial<TDocMeta> {
  const meta = sent.metaData ?? {};
  const patch: Partial<TDocMeta> = {
    title: sent.title === undefined ? undefined : title(sent.title),
    seoKeywords: meta.seoKeywords,
    meta: meta.meta,
    summary: meta.summary,
    conclusion: meta.conclusion,
    language: meta.language,
    country: meta.country,
    tone: sent.userInput?.tone,
  };
  return Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
}

/**
 * The row's columns with the map's fields copied in. A blank or default title names the doc by
 * its first line, as a save without a title does.
 */
export function columnsWithDocMeta(row: TMetaColumns, meta: Partial<TDocMeta>, titleFor: (sent: string | undefined) => string): TMetaColumns {
  const title = meta.title?.replace(/\s+/g, ' ').trim();
  const { title: _title, tone, ...fields } = meta;
  return {
    title: title && title !== BLOG_TITLE_DEFAULT ? titleFor(title) : row.title === BLOG_TITLE_DEFAULT || title !== undefined ? titleFor(undefined) : row.title,
    metaData: { ...row.metaData, ...fields },
    userInput: tone === undefined ? row.userInput : { ...row.userInput, tone },
  };
}
