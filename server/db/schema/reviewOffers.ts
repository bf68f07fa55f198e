import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The review offer (spec §4, §9), claimed at most once per user (the primary key is the user): the
 * review's link, the 15% coupon given, and the expiry before and after the free week.
 */
export const reviewOfferClaims = pgTable('review_offer_claims', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  reviewUrl: text('review_url').notNull(),
  /** Shown to the user; also the coupon's id at Stripe when it was created there. */
  couponCode: text('coupon_code').notNull().unique(),
  couponInStripe: boolean('coupon_in_stripe').notNull().default(false),
  couponRedeemedAt: timestamp('coupon_redeemed_at', { withTimezone: true }),
  expiryBefore: timestamp('expiry_before', { withTimezone: true }),
  expiryAfter: timestamp('expiry_after', { withTimezone: true }),
  claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
});

export type TReviewOfferClaimRow = typeof reviewOfferClaims.$inferSelect;
