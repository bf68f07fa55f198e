import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TAutoblogArticleStatus, TAutoblogSettings, TAutoblogTemplate } from '@core/api/autoblog';
import { blogs } from './blogs';
import { creditsColumn } from './creditsColumn';
import { projects } from './projects';
import { teams } from './teams';
import { users } from './users';

/**
 * An AutoBlog run (core/api/autoblog.ts): what every article of it is written with. Its status is
 * read from its articles' (nothing here to keep in step). `team_id` is the pool that pays and whose
 * members see it; the model is resolved again by the worker from what the start's gate decided.
 */
export const autoblogRuns = pgTable(
  'autoblog_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'set null' }),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    template: text('template').$type<TAutoblogTemplate>().notNull(),
    /** Who started it: AutoBlog (listed on the runs page), or a step-by-step workflow writing its draft (followed on the workflow and in the editor). */
    source: text('source').$type<'autoblog' | 'workflow'>().notNull().default('autoblog'),
    settings: jsonb('settings').$type<TAutoblogSettings>().notNull(),
    /** Only these assets of the project; null: all of them. */
    assetIds: jsonb('asset_ids').$type<string[] | null>(),
    modelName: text('model_name').notNull(),
    modelLabel: text('model_label').notNull(),
    /** False for a bring-your-own-key user's own key: the words written cost no credits. */
    chargesCredits: boolean('charges_credits').notNull().default(true),
    notices: jsonb('notices').$type<string[]>().notNull().default([]),
    /** Tell the owner by email, and/or POST the summary to this address, once every article is settled. */
    notifyEmail: boolean('notify_email').notNull().default(false),
    webhookUrl: text('webhook_url'),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    notifyError: text('notify_error'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('autoblog_runs_user_created_idx').on(table.userId, table.createdAt)],
);

export type TAutoblogRunRow = typeof autoblogRuns.$inferSelect;

/** One keyword of a run and the article it becomes: a job's live state, then its doc. */
export const autoblogArticles = pgTable(
  'autoblog_articles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    runId: uuid('run_id').notNull().references(() => autoblogRuns.id, { onDelete: 'cascade' }),
    /** The run's owner, repeated so a person's active articles are one index read. */
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    keyword: text('keyword').notNull(),
    title: text('title'),
    notes: text('notes'),
    status: text('status').$type<TAutoblogArticleStatus>().notNull().default('queued'),
    step: text('step'),
    progress: integer('progress').notNull().default(0),
    error: text('error'),
    /** Until when a worker holds one of its owner's writing slots for it (renewed while it works; a crashed worker's lapses). */
    leasedUntil: timestamp('leased_until', { withTimezone: true }),
    blogId: uuid('blog_id').references(() => blogs.id, { onDelete: 'set null' }),
    creditsCharged: creditsColumn('credits_charged').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [index('autoblog_articles_run_position_idx').on(table.runId, table.position), index('autoblog_articles_user_status_idx').on(table.userId, table.status)],
);

export type TAutoblogArticleRow = typeof autoblogArticles.$inferSelect;

/**
 * A step's stored result (research, outline, section:n, extras), written once per article and key:
 * a retry, a crash or a restart reads it instead of asking the model again. `model_text` is what the
 * model wrote in it (what the finished article is charged for).
 */
export const autoblogSteps = pgTable(
  'autoblog_steps',
  {
    articleId: uuid('article_id').notNull().references(() => autoblogArticles.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    result: jsonb('result').notNull(),
    modelText: text('model_text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.articleId, table.key] })],
);

export type TAutoblogStepRow = typeof autoblogSteps.$inferSelect;
