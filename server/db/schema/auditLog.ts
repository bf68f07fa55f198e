import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Every change of an account's plan, credits, runs or expiry, and of a feature flag (issue 22):
 * who made it (`actor`: an administrator's email, `cli` for `npm run admin`, `billing`), when,
 * what (`action`), on what (`subject`: the account's email or the flag id) and the values before
 * and after. `targetUserId` is cleared when the account is deleted; the row and its email stay.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    subject: text('subject').notNull(),
    targetUserId: text('target_user_id').references(() => users.id, { onDelete: 'set null' }),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
  },
  (table) => [index('audit_log_at_idx').on(table.at), index('audit_log_target_idx').on(table.targetUserId, table.at)],
);

export type TAuditLogRow = typeof auditLog.$inferSelect;
