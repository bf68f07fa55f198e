import type * as Y from 'yjs';
import { BLOG_COUNTRY_DEFAULT, BLOG_LANGUAGE_DEFAULT, BLOG_TONE_DEFAULT, type TBlogMetaData, type TBlogUserInput } from '../api/blogs';

/**
 * The title and side-panel fields of a doc live in its Yjs document, in this Y.Map next to the
 * text, so co-editors see each other's changes live and edits to different fields merge (each key
 * is last-writer-wins on its own). The server copies them into the blog row's columns whenever it
 * persists the Yjs state (docs/decisions.md "Editor").
 */
export const DOC_META_MAP = 'meta';

export type TDocMeta = {
  title: string;
  seoKeywords: string[];
  meta: string;
  summary: string;
  conclusion: string;
  language: string;
  country: string;
  tone: string;
};

/** The fields as a blog's stored columns hold them (the row on the server, the record in the browser), with the spec's defaults. */
export function docMetaOf(title: string, metaData: TBlogMetaData, userInput: TBlogUserInput): TDocMeta {
  return {
    title,
    seoKeywords: metaData.seoKeywords ?? [],
    meta: metaData.meta ?? '',
    summary: metaData.summary ?? '',
    conclusion: metaData.conclusion ?? '',
    language: metaData.language || BLOG_LANGUAGE_DEFAULT,
    country: metaData.country || BLOG_COUNTRY_DEFAULT,
    tone: userInput.tone || BLOG_TONE_DEFAULT,
  };
}

export const DOC_META_KEYS = ['title', 'seoKeywords', 'meta', 'summary', 'conclusion', 'language', 'country', 'tone'] as const satisfies readonly (keyof TDocMeta)[];

const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

/** The fields the doc's map holds, each checked for its type (a bad value from a peer is ignored). */
export function readDocMeta(doc: Y.Doc): Partial<TDocMeta> {
  const map = doc.getMap<unknown>(DOC_META_MAP);
  const fields: Partial<TDocMeta> = {};
  for (const key of DOC_META_KEYS) {
    const value = map.get(key);
    if (key === 'seoKeywords') {
      if (isStringList(value)) fields.seoKeywords = [...value];
    } else if (typeof value === 'string') fields[key] = value;
  }
  return fields;
}

const sameValue = (a: unknown, b: unknown) =>
  Array.isArray(a) && Array.isArray(b) ? a.length === b.length && a.every((item, i) => item === b[i]) : a === b;

/**
 * Writes the given fields into the doc's map in one transaction, only those whose value differs
 * (an unchanged field writes nothing, so it cannot overwrite a co-editor's concurrent change).
 * Returns whether anything changed.
 */
export function writeDocMeta(doc: Y.Doc, patch: Partial<TDocMeta>, origin?: unknown): boolean {
  const map = doc.getMap<unknown>(DOC_META_MAP);
  const changes = DOC_META_KEYS.filter((key) => patch[key] !== undefined && !sameValue(map.get(key), patch[key]));
  if (changes.length === 0) return false;
  doc.transact(() => {
    for (const key of changes) {
      const value = patch[key]!;
      map.set(key, Array.isArray(value) ? [...value] : value);
    }
  }, origin);
  return true;
}

/** Whether the doc's map has never been written (a doc from before the fields moved into Yjs). */
export function docMetaEmpty(doc: Y.Doc): boolean {
  return doc.getMap(DOC_META_MAP).size === 0;
}
