import { index, jsonb, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { creditsColumn } from './creditsColumn';
import { projects } from './projects';
import { teams } from './teams';
import { users } from './users';

/**
 * One run of a writing tool (core/tools registry) or a repurpose format: what was asked, what was
 * written and its charge, saved in the transaction that charges it. Regenerating adds a row; the
 * writer rates a result (1 or -1) and sends it to a doc.
 */
export const toolResults = pgTable(
  'tool_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'set null' }),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    toolId: text('tool_id').notNull(),
    inputs: jsonb('inputs').$type<Record<string, string>>().notNull(),
    output: text('output').notNull(),
    /** The brand voice the prompt carried, by id and by the name it had then (the voice may be renamed or deleted later). */
    brandVoiceId: uuid('brand_voice_id'),
    brandVoiceName: text('brand_voice_name'),
    engine: text('engine').notNull(),
    model: text('model').notNull(),
    credits: creditsColumn('credits').notNull(),
    /** "stop" when written to the end, "aborted" when the writer stopped it, "length" when cut at the token budget. */
    finishReason: text('finish_reason').notNull(),
    rating: smallint('rating'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('tool_results_user_tool_created_idx').on(table.userId, table.toolId, table.createdAt)],
);

export type TToolResultRow = typeof toolResults.$inferSelect;
