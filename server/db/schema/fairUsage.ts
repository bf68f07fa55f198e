import { bigserial, doublePrecision, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A user's fair-use state per generation mode (spec §4): the ratio last computed and the block
 * timer. The timer lives here, not in the server, so it survives restarts and several servers.
 */
export const fairUsage = pgTable(
  'fair_usage',
  {
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    mode: text('mode').notNull(),
    ratio: doublePrecision('ratio').notNull().default(0),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.mode] })],
);

/** One row per generation started, by mode: the ratio counts these in a rolling window. */
export const fairUsageEvents = pgTable(
  'fair_usage_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    mode: text('mode').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('fair_usage_events_user_mode_idx').on(table.userId, table.mode, table.createdAt)],
);
