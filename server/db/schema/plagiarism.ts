import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { TPlagiarismResult } from '@core/api/plagiarism';
import { assets } from './assets';
import { blogs } from './blogs';
import { projects } from './projects';
import { teams } from './teams';
import { users } from './users';

/**
 * The winnowed fingerprint of one doc's or asset's text (core/analysis/fingerprint): hashes and the
 * word position of each, kept current by every write of the text; it goes with its doc or asset.
 */
export const textFingerprints = pgTable(
  'text_fingerprints',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerKind: text('owner_kind').$type<'doc' | 'asset'>().notNull(),
    blogId: uuid('blog_id').references(() => blogs.id, { onDelete: 'cascade' }),
    assetId: uuid('asset_id').references(() => assets.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id').notNull().references(() => projects.id, { onDelete: 'cascade' }),
    hashes: integer('hashes').array().notNull(),
    positions: integer('positions').array().notNull(),
    wordCount: integer('word_count').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('text_fingerprints_blog_idx').on(table.blogId),
    uniqueIndex('text_fingerprints_asset_idx').on(table.assetId),
    check(
      'text_fingerprints_one_owner',
      sql`(${table.ownerKind} = 'doc' AND ${table.blogId} IS NOT NULL AND ${table.assetId} IS NULL) OR (${table.ownerKind} = 'asset' AND ${table.assetId} IS NOT NULL AND ${table.blogId} IS NULL)`,
    ),
  ],
);

/** One row per distinct hash of a fingerprint: the btree on hash finds the texts a check shares hashes with. */
export const fingerprintHashes = pgTable(
  'fingerprint_hashes',
  {
    hash: integer('hash').notNull(),
    fingerprintId: integer('fingerprint_id')
      .notNull()
      .references(() => textFingerprints.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.hash, table.fingerprintId] }), index('fingerprint_hashes_fingerprint_idx').on(table.fingerprintId)],
);

/** One plagiarism check (spec §7): its result, kept with the doc it checked; counted per month against the plan. */
export const plagiarismChecks = pgTable(
  'plagiarism_checks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** The team whose allowance it used (team mode); null: the user's own. */
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'set null' }),
    /** The doc checked (save_id); a deleted doc leaves the check counted. */
    blogId: uuid('blog_id').references(() => blogs.id, { onDelete: 'set null' }),
    words: integer('words').notNull(),
    result: jsonb('result').$type<TPlagiarismResult>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('plagiarism_checks_user_created_idx').on(table.userId, table.createdAt),
    index('plagiarism_checks_team_created_idx').on(table.teamId, table.createdAt),
    index('plagiarism_checks_blog_created_idx').on(table.blogId, table.createdAt),
  ],
);

/**
 * The plagiarism check a person has running (one at a time, server/plagiarism/checksInFlight.ts): a
 * lease every server sees, renewed while the check runs, so a crashed server's lapses by itself.
 */
export const plagiarismCheckLeases = pgTable('plagiarism_check_leases', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Which check holds it: only that check renews or ends it. */
  holder: uuid('holder').notNull(),
  leasedUntil: timestamp('leased_until', { withTimezone: true }).notNull(),
});

export type TTextFingerprintRow = typeof textFingerprints.$inferSelect;
export type TPlagiarismCheckRow = typeof plagiarismChecks.$inferSelect;
