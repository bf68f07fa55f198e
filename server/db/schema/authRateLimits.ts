import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * better-auth's rate-limit counters (its rateLimit model, storage 'database'): one row per client
 * address and auth path. Used only with REDIS_URL, so every server counts one sign-in limit;
 * better-auth raises a count with one conditional update (count < max), so parallel requests on
 * several servers cannot all pass. One process keeps them in memory instead (server/auth/auth.ts).
 */
export const authRateLimits = pgTable(
  'auth_rate_limits',
  {
    id: text('id').primaryKey(),
    key: text('key').notNull().unique(),
    count: integer('count').notNull(),
    /** Epoch milliseconds of the window's last counted request (better-auth's number). */
    lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
  },
  // better-auth deletes the rows whose window is long over.
  (table) => [index('auth_rate_limits_last_request_idx').on(table.lastRequest)],
);
