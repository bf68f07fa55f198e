import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TFilesState, THeadlineState, TOutlineState, TResearchState, TWorkflowStep } from '@core/api/workflows';
import { autoblogRuns } from './autoblog';
import { projects } from './projects';
import { teams } from './teams';
import { users } from './users';

/** The part of the write step the workflow keeps itself (its job's progress is its AutoBlog article's). */
export type TStoredWriteState = { tone: string; length: number };

/**
 * A step-by-step blog workflow (core/api/workflows.ts): every step's state, saved as it changes, so
 * the person can leave, come back on another device or go back a step without losing later work.
 * `revision` moves on with every change (a client may refuse to overwrite a newer state). The draft
 * is written by an AutoBlog run of one article (`autoblog_run_id`), whose steps, retries, pause and
 * charge are the AutoBlog engine's.
 */
export const workflows = pgTable(
  'workflows',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'set null' }),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    step: text('step').$type<TWorkflowStep>().notNull().default('files'),
    revision: integer('revision').notNull().default(1),
    modelName: text('model_name'),
    files: jsonb('files').$type<TFilesState>().notNull(),
    research: jsonb('research').$type<TResearchState>().notNull(),
    headline: jsonb('headline').$type<THeadlineState>().notNull(),
    outline: jsonb('outline').$type<TOutlineState>().notNull(),
    write: jsonb('write').$type<TStoredWriteState>().notNull(),
    autoblogRunId: uuid('autoblog_run_id').references(() => autoblogRuns.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('workflows_user_updated_idx').on(table.userId, table.updatedAt)],
);

export type TWorkflowRow = typeof workflows.$inferSelect;
