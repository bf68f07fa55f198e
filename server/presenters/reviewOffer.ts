import type { TReviewOffer } from '@core/api/reviewOffer';
import type { TReviewOfferClaimRow } from '../db/schema/reviewOffers';

/** The review offer as the browser sees it; the review link and the expiry before stay on the server. */
export function presentReviewOffer(claim: TReviewOfferClaimRow | null, checkoutApplies: boolean): TReviewOffer {
  return {
    claimed: claim !== null,
    coupon_code: claim?.couponCode ?? null,
    coupon_redeemed: Boolean(claim?.couponRedeemedAt),
    checkout_applies: checkoutApplies,
    expiry_date: claim?.expiryAfter?.toISOString() ?? null,
    claimed_at: claim?.claimedAt.toISOString() ?? null,
  };
}
