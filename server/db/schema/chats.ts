import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TChatItem, TChatMode, TSearchObj } from '@core/api/chat';
import { projects } from './projects';
import { teams } from './teams';
import { users } from './users';

/**
 * A FactGPT conversation (spec §3 Chat). `id` is the spec's save_id. History, sources and
 * follow-ups are read and written whole, so they are jsonb; only the last 20 history items are kept.
 */
export const chats = pgTable(
  'chats',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** Set for a chat started in team mode; the list in team mode shows these. */
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'set null' }),
    projectId: uuid('project_id').notNull().references(() => projects.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    chatHistory: jsonb('chat_history').$type<TChatItem[]>().notNull().default([]),
    mode: text('mode').$type<TChatMode>().notNull().default('instruct'),
    searchObj: jsonb('search_obj').$type<TSearchObj>().notNull().default({ filename: [], url: [], domain: [] }),
    followUp: jsonb('follow_up').$type<string[]>().notNull().default([]),
    model: text('model'),
    /** The doc an answer was saved to (issue 7 builds docs; no foreign key until then). */
    blogId: text('blog_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The chat list: one user's chats in one project, newest first.
  (table) => [index('chats_user_project_updated_idx').on(table.userId, table.projectId, table.updatedAt)],
);

export type TChatRow = typeof chats.$inferSelect;
