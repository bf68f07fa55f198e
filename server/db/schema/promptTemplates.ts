import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { teams } from './teams';
import { users } from './users';

/**
 * A custom prompt template (spec §3 Prompt templates): `template` is its name, `formula` the prompt
 * with {variable} placeholders that become input fields when it runs, `content` the last text it
 * produced. `teamId` set means shared to that team (sharedToTeam); `id` is the spec's save_id.
 */
export const promptTemplates = pgTable(
  'prompt_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'set null' }),
    template: text('template').notNull(),
    description: text('description').notNull().default(''),
    formula: text('formula').notNull(),
    content: text('content').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('prompt_templates_user_idx').on(table.userId, table.updatedAt), index('prompt_templates_team_idx').on(table.teamId)],
);

export type TPromptTemplateRow = typeof promptTemplates.$inferSelect;
