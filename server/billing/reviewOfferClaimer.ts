import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Stripe } from 'stripe';
import { REVIEW_OFFER_DAYS } from '@core/api/reviewOffer';
import { extendedExpiry } from '../commands/expiryExtension';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import { reviewOfferClaims, type TReviewOfferClaimRow } from '../db/schema/reviewOffers';
import { billingError } from './billingError';
import { createStripeCoupon } from './reviewCoupon';

/** A coupon code people can read out and type: REVIEW15- and 8 hex digits. */
const newCouponCode = () => `REVIEW15-${crypto.randomBytes(4).toString('hex').toUpperCase()}`;

/**
 * Gives a user who left a review the offer, once: their expiry moves 7 days later (as the trial
 * extension moves it; a plan without an end keeps none) and they get a 15% coupon, created at
 * Stripe when billing is configured. The user's row is locked, so two claims at once give one offer.
 */
export async function claimReviewOffer(
  db: Db,
  stripe: Stripe | null,
  log: FastifyBaseLogger,
  input: { userId: string; reviewUrl: string },
  now = new Date(),
): Promise<TReviewOfferClaimRow> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ expiryDate: users.expiryDate }).from(users).where(eq(users.id, input.userId)).for('update');
    if (!user) throw billingError('not_found');
    const [existing] = await tx.select({ userId: reviewOfferClaims.userId }).from(reviewOfferClaims).where(eq(reviewOfferClaims.userId, input.userId));
    if (existing) throw billingError('review_offer_claimed');
    const expiryAfter = user.expiryDate ? extendedExpiry(user.expiryDate, REVIEW_OFFER_DAYS, now) : null;
    const couponCode = newCouponCode();
    if (stripe) await createStripeCoupon(stripe, log, couponCode, input.userId);
    const [claim] = await tx
      .insert(reviewOfferClaims)
      .values({
        userId: input.userId,
        reviewUrl: input.reviewUrl,
        couponCode,
        couponInStripe: Boolean(stripe),
        expiryBefore: user.expiryDate,
        expiryAfter,
        claimedAt: now,
      })
      .returning();
    if (expiryAfter) await tx.update(users).set({ expiryDate: expiryAfter, updatedAt: now }).where(eq(users.id, input.userId));
    return claim!;
  });
}
