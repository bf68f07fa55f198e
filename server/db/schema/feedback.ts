import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A message from the feedback widget (issue 22): what the person wrote, an optional rating (1–5) and
 * the page they were on. It outlives the account (`userId` is cleared, the email stays) so the
 * installation owner keeps what was said. `deliveredAt`/`deliveryError` record the Slack-compatible
 * webhook's answer.
 */
export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    message: text('message').notNull(),
    rating: integer('rating'),
    page: text('page').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    deliveryError: text('delivery_error'),
  },
  (table) => [index('feedback_created_idx').on(table.createdAt)],
);

export type TFeedbackRow = typeof feedback.$inferSelect;
