import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Failed sign-ins per account (the email, lower case), so a guess spread over many addresses still
 * slows down: past the free failures, each attempt waits until next_attempt_at (docs/decisions.md,
 * issue 16). In PostgreSQL so every server instance sees the same count; a success deletes the row.
 */
export const signInAttempts = pgTable(
  'sign_in_attempts',
  {
    email: text('email').primaryKey(),
    failures: integer('failures').notNull().default(0),
    lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull(),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
  },
  (table) => [index('sign_in_attempts_last_failed_idx').on(table.lastFailedAt)],
);
