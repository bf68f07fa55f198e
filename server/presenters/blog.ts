import type { TBlog, TBlogListItem, TSharedBlog } from '@core/api/blogs';
import type { TSessionUser } from '../auth/sessionUser';
import type { TBlogRow } from '../db/schema/blogs';
import { abilitiesOf } from '../policies/cancan';
import { Blog } from '../policies/blog';
import { blogPlainText } from '../exports/sanitizeBlogHtml';

const EXCERPT_CHARS = 200;
const DESCRIPTION_CHARS = 160;

function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

const encodeYdoc = (ydoc: TBlogRow['ydoc']) => (ydoc && ydoc.length > 0 ? Buffer.from(ydoc).toString('base64') : null);

/** Where a doc lives, who owns it, when it changed and what the viewer may do: the same in the full record and in a list line. */
function placeOf(blog: TBlogRow, viewer: TSessionUser) {
  return {
    project_id: blog.projectId,
    team_id: blog.teamId,
    owner_id: blog.userId,
    word_count: blog.wordCount,
    shared: blog.shared,
    created_date: blog.createdAt.toISOString(),
    last_updated: blog.updatedAt.toISOString(),
    policies: abilitiesOf(viewer, Blog.of(blog)),
  };
}

/**
 * A doc on the wire (spec §3 Blog / saved copy), its Yjs state as base64 in meta_data.encodedYdoc;
 * `{ ydoc: false }` leaves that field out for callers that do not need it. `policies`: what the viewer may do with it.
 */
export function presentBlog(blog: TBlogRow, viewer: TSessionUser, options: { ydoc: boolean } = { ydoc: true }): TBlog {
  return {
    _id: blog.id,
    save_id: blog.id,
    title: blog.title,
    copy_to_save: blog.copyToSave,
    user_input: blog.userInput,
    meta_data: options.ydoc ? { ...blog.metaData, encodedYdoc: encodeYdoc(blog.ydoc) } : { ...blog.metaData },
    input_type: blog.inputType,
    output_type: blog.outputType,
    style: blog.style,
    ...placeOf(blog, viewer),
  };
}

/** One line of the docs list: no HTML and no Yjs state, a short excerpt instead. */
export function presentBlogListItem(blog: TBlogRow, viewer: TSessionUser): TBlogListItem {
  return {
    _id: blog.id,
    save_id: blog.id,
    title: blog.title,
    output_type: blog.outputType,
    ...placeOf(blog, viewer),
    excerpt: clip(blogPlainText(blog.copyToSave), EXCERPT_CHARS),
  };
}

/** The meta description of a shared doc: its own, else the start of its text. */
export function blogDescription(blog: TBlogRow): string {
  const meta = blog.metaData.meta?.trim();
  return clip(meta || blogPlainText(blog.copyToSave), DESCRIPTION_CHARS);
}

/** What the public page shows: the sanitized HTML and what search engines read, nothing private. */
export function presentSharedBlog(blog: TBlogRow): TSharedBlog {
  return {
    _id: blog.id,
    title: blog.title,
    copy_to_save: blog.copyToSave,
    description: blogDescription(blog),
    language: blog.metaData.language,
    last_updated: blog.updatedAt.toISOString(),
  };
}
