import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Personal API tokens (issue 22): `Authorization: Bearer lf_…` acts as the person, under the same
 * authorization and rate limits as their browser. Only a SHA-256 of the token is kept; `prefix`
 * (its first characters) lets the person tell tokens apart. A revoked token stays listed, refused.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    prefix: text('prefix').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('api_tokens_user_idx').on(table.userId)],
);

export type TApiTokenRow = typeof apiTokens.$inferSelect;
