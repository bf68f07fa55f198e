import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { creditsColumn } from './creditsColumn';
import { teams } from './teams';
import { users } from './users';

/** The usage ledger: one row per generation that wrote something (who, which pool, feature, model, words, credits; 0 credits on the person's own key). */
export const usageEvents = pgTable(
  'usage_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'set null' }),
    feature: text('feature').notNull(),
    model: text('model'),
    words: integer('words').notNull(),
    credits: creditsColumn('credits').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('usage_events_user_idx').on(table.userId, table.createdAt), index('usage_events_team_idx').on(table.teamId, table.createdAt)],
);
