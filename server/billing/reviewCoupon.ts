import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Stripe } from 'stripe';
import { REVIEW_OFFER_PERCENT_OFF } from '@core/api/reviewOffer';
import type { Db } from '../db/database';
import { reviewOfferClaims } from '../db/schema/reviewOffers';
import { billingError, callStripe } from './billingError';

/**
 * Creates the review offer's coupon at Stripe under our code as its id: 15% off the first payment,
 * redeemable once. The idempotency key makes a retried call return the same coupon.
 */
export async function createStripeCoupon(stripe: Stripe, log: FastifyBaseLogger, code: string, userId: string): Promise<void> {
  await callStripe(log, 'create the review coupon', () =>
    stripe.coupons.create(
      {
        id: code,
        name: `Review offer ${REVIEW_OFFER_PERCENT_OFF}% off`,
        percent_off: REVIEW_OFFER_PERCENT_OFF,
        duration: 'once',
        max_redemptions: 1,
        metadata: { user_id: userId, source: 'review_offer' },
      },
      { idempotencyKey: `review-offer-coupon-${code}` },
    ),
  );
}

/** Deletes a coupon nobody will get (a claim that lost a race); a failure is only logged. */
export async function deleteStripeCoupon(stripe: Stripe, log: FastifyBaseLogger, code: string): Promise<void> {
  try {
    await stripe.coupons.del(code);
  } catch (error) {
    log.warn({ err: error, coupon: code }, 'could not delete an unused review coupon at Stripe');
  }
}

/**
 * The coupon a Checkout may apply: only the user's own review-offer coupon, not yet redeemed. A
 * coupon claimed before Stripe was configured is created at Stripe now.
 */
export async function checkoutCoupon(db: Db, stripe: Stripe, log: FastifyBaseLogger, userId: string, code: string): Promise<string> {
  const [claim] = await db.select().from(reviewOfferClaims).where(eq(reviewOfferClaims.userId, userId));
  if (!claim || claim.couponCode !== code.toUpperCase() || claim.couponRedeemedAt) throw billingError('coupon_invalid');
  if (!claim.couponInStripe) {
    await createStripeCoupon(stripe, log, claim.couponCode, userId);
    await db.update(reviewOfferClaims).set({ couponInStripe: true }).where(eq(reviewOfferClaims.userId, userId));
  }
  return claim.couponCode;
}
