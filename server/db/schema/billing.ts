import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Stripe webhook events already applied, keyed by Stripe's event id. The row is written in the same
 * transaction as the event's effect, so a replayed or concurrent delivery is applied exactly once.
 */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A user's customer (and current subscription) at Stripe, learnt from a completed Checkout. */
export const billingAccounts = pgTable('billing_accounts', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  stripeCustomerId: text('stripe_customer_id').notNull().unique(),
  stripeSubscriptionId: text('stripe_subscription_id').unique(),
  planId: text('plan_id').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type TBillingAccountRow = typeof billingAccounts.$inferSelect;
