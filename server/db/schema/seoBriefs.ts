import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TBriefPage, TBriefSnapshot } from '@core/api/seo';
import { blogs } from './blogs';
import { projects } from './projects';
import { teams } from './teams';
import { users } from './users';

/**
 * A Semantic SEO brief (core/api/seo.ts): the job's state while competitor pages are read, then
 * the snapshot a doc is scored against. `team_id` is the team mode it was asked in (whose runs it
 * uses); `pages` is the per-page progress the UI polls; a rebuild is a new row (`rebuilt_from`).
 */
export const seoBriefs = pgTable(
  'seo_briefs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'set null' }),
    /** The project whose URL and domain assets stand in when no web search is configured. */
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    blogId: uuid('blog_id').references(() => blogs.id, { onDelete: 'cascade' }),
    keyword: text('keyword').notNull(),
    secondaryKeywords: jsonb('secondary_keywords').$type<string[]>().notNull().default([]),
    language: text('language').notNull(),
    country: text('country').notNull(),
    /** Addresses the writer pasted (read besides the search results). */
    urls: jsonb('urls').$type<string[]>().notNull().default([]),
    status: text('status').$type<'queued' | 'building' | 'ready' | 'failed'>().notNull().default('queued'),
    pages: jsonb('pages').$type<TBriefPage[]>().notNull().default([]),
    pagesDone: integer('pages_done').notNull().default(0),
    pagesTotal: integer('pages_total').notNull().default(0),
    /** The search provider's related questions, kept for a rebuild. */
    relatedQuestions: jsonb('related_questions').$type<string[]>().notNull().default([]),
    notices: jsonb('notices').$type<string[]>().notNull().default([]),
    error: text('error'),
    snapshot: jsonb('snapshot').$type<TBriefSnapshot>(),
    scoringVersion: integer('scoring_version').notNull().default(1),
    rebuiltFrom: uuid('rebuilt_from'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // A person's recent briefs, and a doc's briefs, newest first.
  (table) => [index('seo_briefs_user_created_idx').on(table.userId, table.createdAt), index('seo_briefs_blog_created_idx').on(table.blogId, table.createdAt)],
);

export type TSeoBriefRow = typeof seoBriefs.$inferSelect;

/** The main text of a page a brief read (capped), so a rebuild without some pages fetches nothing again. */
export const seoBriefPages = pgTable(
  'seo_brief_pages',
  {
    briefId: uuid('brief_id').notNull().references(() => seoBriefs.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    text: text('text').notNull(),
  },
  (table) => [primaryKey({ columns: [table.briefId, table.url] })],
);

export type TSeoBriefPageRow = typeof seoBriefPages.$inferSelect;
