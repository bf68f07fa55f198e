import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Stripe } from 'stripe';
import { REVIEW_OFFER_DAYS } from '@core/api/reviewOffer';
import { auditedAccountChange } from '../audit/auditedAccountChange';
import { extendedExpiry } from '../commands/expiryExtension';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import { reviewOfferClaims, type TReviewOfferClaimRow } from '../db/schema/reviewOffers';
import { billingError } from './billingError';
import { createStripeCoupon, deleteStripeCoupon } from './reviewCoupon';

/** A coupon code people can read out and type: REVIEW15- and 8 hex digits. */
const newCouponCode = () => `REVIEW15-${crypto.randomBytes(4).toString('hex').toUpperCase()}`;

async function alreadyClaimed(db: Db, userId: string): Promise<boolean> {
  const rows = await db.select({ userId: reviewOfferClaims.userId }).from(reviewOfferClaims).where(eq(reviewOfferClaims.userId, userId));
  return rows.length > 0;
}

/**
 * Gives a user who left a review the offer, once: their expiry moves 7 days later (as the trial
 * extension moves it; a plan without an end keeps none) and they get a 15% coupon, created at
 * Stripe when billing is configured. The Stripe call happens before the transaction, so no row
 * lock waits on the network; inside it the user's row is locked and the claim checked again, so
 * two claims at once give one offer (the loser's unused coupon is deleted at Stripe).
 */
export async function claimReviewOffer(
  db: Db,
  stripe: Stripe | null,
  log: FastifyBaseLogger,
  input: { userId: string; reviewUrl: string },
  now = new Date(),
): Promise<TReviewOfferClaimRow> {
  if (await alreadyClaimed(db, input.userId)) throw billingError('review_offer_claimed');
  const couponCode = newCouponCode();
  if (stripe) await createStripeCoupon(stripe, log, couponCode, input.userId);
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx.select({ email: users.email, expiryDate: users.expiryDate }).from(users).where(eq(users.id, input.userId)).for('update');
      if (!user) throw billingError('not_found');
      if (await alreadyClaimed(tx, input.userId)) throw billingError('review_offer_claimed');
      const expiryAfter = user.expiryDate ? extendedExpiry(user.expiryDate, REVIEW_OFFER_DAYS, now) : null;
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
      if (expiryAfter) {
        // In the audit log (issue 22) as the person's own change: they claimed the offer.
        await auditedAccountChange(tx, { actor: user.email, action: 'expiry.review_offer', userId: input.userId }, (change) =>
          change.update(users).set({ expiryDate: expiryAfter, updatedAt: now }).where(eq(users.id, input.userId)),
        );
      }
      return claim!;
    });
  } catch (error) {
    if (stripe) await deleteStripeCoupon(stripe, log, couponCode);
    throw error;
  }
}
