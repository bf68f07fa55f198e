import { z } from 'zod';

/** The review offer of spec §4 and §9: one week free and 15% off, claimed once. */
export const REVIEW_OFFER_DAYS = 7;
export const REVIEW_OFFER_PERCENT_OFF = 15;

/** GET /api/review/offer?unique_id */
export const ZReviewOfferQuery = z.object({ unique_id: z.string().min(1) });

/** POST /api/review/offer/claim: the link to the review the user left. */
export const ZClaimReviewOfferInput = z.object({
  unique_id: z.string().min(1),
  review_url: z.url({ protocol: /^https?$/, error: 'Enter the link to your review (https://…).' }).max(500),
});
export type TClaimReviewOfferInput = z.infer<typeof ZClaimReviewOfferInput>;

/** The user's claim, or `claimed: false`. `checkout_applies`: Stripe Checkout takes the coupon; otherwise an admin honours it. */
export const ZReviewOffer = z.object({
  claimed: z.boolean(),
  coupon_code: z.string().nullable(),
  coupon_redeemed: z.boolean(),
  checkout_applies: z.boolean(),
  expiry_date: z.string().nullable(),
  claimed_at: z.string().nullable(),
});
export type TReviewOffer = z.infer<typeof ZReviewOffer>;
