import { boolean, customType, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { projects } from './projects';
import { teams } from './teams';
import { users } from './users';

/** PostgreSQL's full-text document type; written with to_tsvector() at insert, read only by search SQL. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * A source the writer grounds on (spec §1 assets): an uploaded file, a web page, or a site.
 * Its text lives in asset_chunks; status says whether it is searchable and error why not.
 */
export const assets = pgTable(
  'assets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id').notNull().references(() => projects.id, { onDelete: 'cascade' }),
    /** Who added it (the project's owner today; kept for team projects). */
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'set null' }),
    kind: text('kind').$type<'file' | 'url' | 'domain'>().notNull(),
    title: text('title').notNull(),
    url: text('url'),
    site: text('site'),
    mime: text('mime'),
    size: integer('size').notNull().default(0),
    status: text('status').$type<'queued' | 'indexing' | 'ready' | 'failed'>().notNull().default('queued'),
    error: text('error'),
    /** Files only: the upload is kept on the server (large files, read by a job), so it can be read again. */
    storedUpload: boolean('stored_upload').notNull().default(false),
    /** Why its passages have no vectors (the embedding model kept failing); null when embedded or not tried. */
    embeddingError: text('embedding_error'),
    pagesIndexed: integer('pages_indexed'),
    pagesTotal: integer('pages_total'),
    chunkCount: integer('chunk_count').notNull().default(0),
    /** The text-search configuration its chunks were indexed with ('english', 'french' … or 'simple'). */
    language: text('language').notNull().default('simple'),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('assets_project_idx').on(table.projectId, table.createdAt)],
);

export type TAssetRow = typeof assets.$inferSelect;

/** A passage-sized piece of an asset's text with where it sits (page, section, page URL). */
export const assetChunks = pgTable(
  'asset_chunks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    assetId: uuid('asset_id').notNull().references(() => assets.id, { onDelete: 'cascade' }),
    /** Copied from the asset so a project's search filters without a join. */
    projectId: uuid('project_id').notNull().references(() => projects.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    heading: text('heading'),
    location: text('location'),
    /** The page a domain chunk came from (null for files; the asset's url for URL assets). */
    url: text('url'),
    text: text('text').notNull(),
    /** Heading (weight A) and text (weight B) in the asset's language. */
    tsv: tsvector('tsv').notNull(),
  },
  (table) => [
    index('asset_chunks_asset_idx').on(table.assetId, table.position),
    index('asset_chunks_project_idx').on(table.projectId),
    index('asset_chunks_tsv_gin').using('gin', table.tsv),
  ],
);

export type TAssetChunkRow = typeof assetChunks.$inferSelect;
