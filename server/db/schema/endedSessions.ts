import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Sessions the server ended for a reason the person should be told (issue 22): `another_device`
 * when a plan that allows one session at a time signed in elsewhere. Keyed by a SHA-256 of the
 * old session token, so the old tab's next call can answer 401 with that reason instead of a plain
 * "signed out". Rows older than the longest session are of no use and may be pruned.
 */
export const endedSessions = pgTable(
  'ended_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id').notNull(),
    reason: text('reason').notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('ended_sessions_ended_idx').on(table.endedAt)],
);
