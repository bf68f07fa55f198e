import { z } from 'zod';
import { ZBlogPolicies } from './policies';

/**
 * Docs (spec §3 "Blog / saved copy", §7 saved-copy calls). A doc's HTML (`copy_to_save`) is stored
 * sanitized; its Yjs state travels as `meta_data.encodedYdoc` (base64 of a Yjs update).
 */
const ZId = z.string().min(1, 'An id is required.').max(100);

export const BLOG_TONE_DEFAULT = 'CASUAL';
export const BLOG_LANGUAGE_DEFAULT = 'English-US';
export const BLOG_COUNTRY_DEFAULT = 'United States';
export const BLOG_TITLE_DEFAULT = 'Untitled doc';
/** The spec's save rule (§5). */
export const BLOG_EMPTY_MESSAGE = 'Please write more words before saving your blog.';
/** The most a doc's HTML may hold, in characters (UTF-16 code units, as zod counts them). */
export const BLOG_HTML_MAX = 5_000_000;
/**
 * The most a doc's Yjs state may take in base64: a doc at BLOG_HTML_MAX of three-byte characters takes
 * about 20,000,000, and a fifth more leaves room for Yjs's bookkeeping (items, marks, deletions).
 */
export const BLOG_YDOC_BASE64_MAX = 24_000_000;
/** What the person reads when a doc is over those limits (the save's 400, and the editor before it sends). */
export const BLOG_TOO_LONG_MESSAGE =
  'This doc is too long to save: a doc holds up to 5,000,000 characters, formatting included. Split it into two docs.';
/**
 * The save call's body limit in bytes, so every doc the schema accepts fits: the HTML at three bytes a
 * character (UTF-8 of any character JSON does not escape), the Yjs state, and 2 MiB for the other fields
 * (at most about 500,000 characters). Fastify's default 1 MiB answered 413 at about a million characters.
 */
export const BLOG_SAVE_BODY_MAX_BYTES = BLOG_HTML_MAX * 3 + BLOG_YDOC_BASE64_MAX + 2 * 1_048_576;
/** At most this many docs per list page, so one call cannot read a whole account. */
export const BLOG_PAGE_MAX = 100;

/** spec §3 user_input; every field optional on the wire, defaults filled by the server. */
export const ZBlogUserInput = z.object({
  headlines: z.array(z.string().max(500)).max(50).optional(),
  topic: z.string().max(2_000).optional(),
  copyTextArea: z.string().max(100_000).optional(),
  descriptionTextArea: z.string().max(100_000).optional(),
  tone: z.string().max(50).optional(),
});
export type TBlogUserInput = z.infer<typeof ZBlogUserInput>;

/** spec §3 meta_data. `encodedYdoc` is base64; the server keeps it in its own bytea column. */
export const ZBlogMetaData = z.object({
  meta: z.string().max(5_000).optional(),
  summary: z.string().max(20_000).optional(),
  conclusion: z.string().max(20_000).optional(),
  encodedYdoc: z
    .string()
    .max(BLOG_YDOC_BASE64_MAX, BLOG_TOO_LONG_MESSAGE)
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'encodedYdoc must be base64.')
    .nullish(),
  wordpress_post_id: z.union([z.string().max(100), z.number()]).nullish(),
  flagSemanticSearch: z.boolean().optional(),
  language: z.string().max(50).optional(),
  country: z.string().max(100).optional(),
  researchContext: z.string().max(200_000).optional(),
  /** SEO keywords of the side panel (spec §3 Editor state). */
  seoKeywords: z.array(z.string().max(200)).max(100).optional(),
});
export type TBlogMetaData = z.infer<typeof ZBlogMetaData>;

/** The stored shape: defaults filled in, no Yjs bytes (those live in their own column). */
export type TStoredBlogUserInput = Required<Pick<TBlogUserInput, 'headlines' | 'topic' | 'copyTextArea' | 'descriptionTextArea' | 'tone'>>;
export type TStoredBlogMetaData = Omit<TBlogMetaData, 'encodedYdoc' | 'wordpress_post_id' | 'language' | 'country'> & {
  wordpress_post_id: string | null;
  language: string;
  country: string;
};

/**
 * POST /api/save/user/copy (spec §7): creates a doc, or updates the doc named by save_id. On
 * update, absent fields keep their stored values and user_input / meta_data merge key by key.
 * An encodedYdoc is merged into the stored Yjs state (Yjs updates merge safely in any order).
 */
export const ZSaveBlogInput = z.object({
  unique_id: ZId.optional(),
  team_id: ZId.nullish(),
  save_id: ZId.nullish(),
  project_id: ZId,
  title: z.string().max(500).optional(),
  copy_to_save: z.string().max(BLOG_HTML_MAX, BLOG_TOO_LONG_MESSAGE),
  user_input: ZBlogUserInput.optional(),
  meta_data: ZBlogMetaData.optional(),
  input_type: z.string().max(100).nullish(),
  output_type: z.literal('blog').default('blog'),
  style: z.string().max(100).nullish(),
  /** Sent by the client (spec §3); the server sets the real time of the save. */
  last_updated: z.string().max(100).nullish(),
});
export type TSaveBlogInput = z.input<typeof ZSaveBlogInput>;

/** POST /api/create/user/copy: a blank doc to open in the editor (the save rule is for saving text). */
export const ZCreateBlogInput = z.object({
  unique_id: ZId.optional(),
  team_id: ZId.nullish(),
  project_id: ZId,
  title: z.string().max(500).optional(),
});
export type TCreateBlogInput = z.input<typeof ZCreateBlogInput>;

/** A doc as its owner (or team) reads it. `_id` and `save_id` are the same id (spec §3 names both). */
export const ZBlog = z.object({
  _id: z.string(),
  save_id: z.string(),
  title: z.string(),
  copy_to_save: z.string(),
  user_input: z.object({
    headlines: z.array(z.string()),
    topic: z.string(),
    copyTextArea: z.string(),
    descriptionTextArea: z.string(),
    tone: z.string(),
  }),
  // encodedYdoc is absent where the call was not asked for it (the editor syncs the Yjs state over the socket).
  meta_data: ZBlogMetaData.extend({ encodedYdoc: z.string().nullable().optional(), wordpress_post_id: z.string().nullable(), language: z.string(), country: z.string() }),
  input_type: z.string().nullable(),
  output_type: z.string(),
  style: z.string().nullable(),
  project_id: z.string(),
  team_id: z.string().nullable(),
  owner_id: z.string(),
  word_count: z.number(),
  shared: z.boolean(),
  created_date: z.string(),
  last_updated: z.string(),
  /** What the signed-in person may do with this doc (server/policies/blog.ts). */
  policies: ZBlogPolicies,
});
export type TBlog = z.infer<typeof ZBlog>;
export const ZBlogResponse = z.object({ copy: ZBlog });

/** One line of the docs list (no HTML, no Yjs state). */
export const ZBlogListItem = ZBlog.pick({
  _id: true,
  save_id: true,
  title: true,
  output_type: true,
  project_id: true,
  team_id: true,
  owner_id: true,
  word_count: true,
  shared: true,
  created_date: true,
  last_updated: true,
  policies: true,
}).extend({ excerpt: z.string() });
export type TBlogListItem = z.infer<typeof ZBlogListItem>;

/** GET /api/get/saved/copy/internal?copy_id (spec §7). */
export const ZBlogIdQuery = z.object({ copy_id: ZId, unique_id: ZId.optional(), team_id: ZId.optional() });
/**
 * The same call's query: the doc's Yjs state (meta_data.encodedYdoc) is sent only with include_ydoc=true,
 * since the editor gets it over the collaboration socket and it is the largest part of a long doc.
 */
export const ZFetchBlogQuery = ZBlogIdQuery.extend({
  include_ydoc: z.enum(['true', 'false'], { error: 'include_ydoc must be true or false.' }).optional(),
});

/**
 * GET /api/get/saved/user/details?project_id&unique_id&feature_type and the paged
 * /api/get/saved/user/details/{start}/{end} (spec §7): docs newest update first (sort=asc reverses),
 * filtered by `search` (title or text). With team_id, the team's docs; without, the user's own.
 */
export const ZBlogListQuery = z.object({
  unique_id: ZId.optional(),
  team_id: ZId.optional(),
  project_id: ZId,
  feature_type: z.string().max(50).default('blog'),
  search: z.string().max(200).optional(),
  sort: z.enum(['desc', 'asc']).default('desc'),
});
export type TBlogListQuery = z.input<typeof ZBlogListQuery>;
export const ZBlogPageParams = z.object({ start: z.coerce.number().int().min(0), end: z.coerce.number().int().min(1) });
export const ZBlogListResponse = z.object({ saved_items: z.array(ZBlogListItem), total: z.number() });
export type TBlogListResponse = z.infer<typeof ZBlogListResponse>;

/** POST /api/duplicate/user/copy. */
export const ZDuplicateBlogInput = z.object({ copy_id: ZId, unique_id: ZId.optional(), team_id: ZId.nullish() });
/** DELETE /api/delete/user/copy?copy_id. */
export const ZBlogDeletedResponse = z.object({ deleted: z.literal(true), copy_id: z.string() });

/** POST /api/update/copy/share: the owner turns the public /share-blog/{id} page on or off. */
export const ZShareBlogInput = z.object({ copy_id: ZId, shared: z.boolean(), unique_id: ZId.optional() });

/** GET /api/get/shared/copy?copy_id: what the public page shows of a shared doc. */
export const ZSharedBlog = z.object({
  _id: z.string(),
  title: z.string(),
  copy_to_save: z.string(),
  description: z.string(),
  language: z.string(),
  last_updated: z.string(),
});
export type TSharedBlog = z.infer<typeof ZSharedBlog>;
export const ZSharedBlogQuery = z.object({ copy_id: ZId });
export const ZSharedBlogResponse = z.object({ copy: ZSharedBlog });

/** GET /api/export/blog?copy_id&format: docx, pages (a DOCX Pages opens), html or md. */
export const BLOG_EXPORT_FORMATS = ['docx', 'pages', 'html', 'md'] as const;
export const ZBlogExportQuery = z.object({
  copy_id: ZId,
  format: z.enum(BLOG_EXPORT_FORMATS),
  unique_id: ZId.optional(),
  team_id: ZId.optional(),
});
export type TBlogExportFormat = (typeof BLOG_EXPORT_FORMATS)[number];
