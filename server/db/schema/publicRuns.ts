import { date, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Free runs of the public tool per UTC day (spec §9: 15 a day), counted twice: once under the
 * visitor cookie ("visitor:<id>") and once under the address ("ip:<sha-256 of the address>").
 */
export const publicRuns = pgTable(
  'public_runs',
  {
    key: text('key').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    runsUsed: integer('runs_used').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.key, table.day] })],
);
