import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TCheckedClaim } from '@core/api/factcheck';
import { blogs } from './blogs';
import { creditsColumn } from './creditsColumn';
import { projects } from './projects';
import { teams } from './teams';
import { users } from './users';

/** What a check searched besides the text: kept so a resumed job and a later check of the doc read the same sources. */
export type TFactCheckSettings = {
  web: boolean;
  urls: string[];
  /** Only these assets of the project; null: all of them. */
  assetIds: string[] | null;
  selection: { start: number; end: number } | null;
  language: string;
};

/**
 * A claim as stored: what the wire shows, plus the words the model wrote for it (what the check is
 * charged for, once, when it is ready; a reused claim's are not charged again).
 */
export type TStoredClaim = TCheckedClaim & { modelWords: string };

/**
 * A Factcheck & Cite check (core/api/factcheck.ts): a background job's state while the claims are
 * looked up (`claims` fill in as they are checked), then its result. `team_id` is the pool it was
 * asked from (whose run it uses); `sources_key` names the sources and model, so a later check of
 * the same doc reuses unchanged claims only when it searched the same way.
 */
export const factChecks = pgTable(
  'fact_checks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'set null' }),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    blogId: uuid('blog_id').references(() => blogs.id, { onDelete: 'cascade' }),
    status: text('status').$type<'queued' | 'checking' | 'ready' | 'failed'>().notNull().default('queued'),
    text: text('text').notNull(),
    settings: jsonb('settings').$type<TFactCheckSettings>().notNull(),
    sourcesKey: text('sources_key').notNull(),
    /** The model name asked for (resolved again by the worker), and what ran: 'model' or 'offline' and its label. */
    modelName: text('model_name').notNull(),
    engine: text('engine').$type<'model' | 'offline'>().notNull(),
    modelLabel: text('model_label').notNull(),
    /** False for a bring-your-own-key user's own key: the words written cost no credits. */
    chargesCredits: boolean('charges_credits').notNull().default(true),
    claims: jsonb('claims').$type<TStoredClaim[]>().notNull().default([]),
    claimsTotal: integer('claims_total').notNull().default(0),
    claimsDone: integer('claims_done').notNull().default(0),
    notices: jsonb('notices').$type<string[]>().notNull().default([]),
    error: text('error'),
    creditsCharged: creditsColumn('credits_charged').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  // A doc's checks newest first (its latest, and the one whose claims a new check reuses); a person's active checks.
  (table) => [index('fact_checks_blog_created_idx').on(table.blogId, table.createdAt), index('fact_checks_user_status_idx').on(table.userId, table.status)],
);

export type TFactCheckRow = typeof factChecks.$inferSelect;

/** A page a check read (its text as fetched, capped), so a resumed job quotes the same text and fetches nothing again. */
export const factCheckPages = pgTable(
  'fact_check_pages',
  {
    checkId: uuid('check_id').notNull().references(() => factChecks.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.checkId, table.url] })],
);

export type TFactCheckPageRow = typeof factCheckPages.$inferSelect;
