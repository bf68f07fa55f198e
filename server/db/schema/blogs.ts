import { boolean, customType, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TStoredBlogMetaData, TStoredBlogUserInput } from '@core/api/blogs';
import { projects } from './projects';
import { teams } from './teams';
import { users } from './users';

/** Raw bytes (Postgres bytea) as a Uint8Array: the Yjs state is binary and can be large. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => new Uint8Array(value),
});

/**
 * A doc (spec §3 Blog / saved copy). `id` is both _id and save_id. `copy_to_save` is the sanitized
 * HTML; `ydoc` is the Yjs document state (one merged update) that the editor and the collaboration
 * server both write; `ydoc_updated_at` says when it last changed. Docs made in team mode carry the
 * team's id and every member of that team may open them.
 */
export const blogs = pgTable(
  'blogs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'set null' }),
    projectId: uuid('project_id').notNull().references(() => projects.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    copyToSave: text('copy_to_save').notNull().default(''),
    userInput: jsonb('user_input').$type<TStoredBlogUserInput>().notNull(),
    metaData: jsonb('meta_data').$type<TStoredBlogMetaData>().notNull(),
    ydoc: bytea('ydoc'),
    ydocUpdatedAt: timestamp('ydoc_updated_at', { withTimezone: true }),
    inputType: text('input_type'),
    outputType: text('output_type').notNull().default('blog'),
    style: text('style'),
    wordCount: integer('word_count').notNull().default(0),
    /** The owner's choice to publish it at /share-blog/{id}. */
    shared: boolean('shared').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The docs list: one project's docs, by last update; personal lists also filter by user, team lists by team.
  (table) => [
    index('blogs_project_updated_idx').on(table.projectId, table.updatedAt),
    index('blogs_user_updated_idx').on(table.userId, table.updatedAt),
    index('blogs_team_updated_idx').on(table.teamId, table.updatedAt),
  ],
);

export type TBlogRow = typeof blogs.$inferSelect;
