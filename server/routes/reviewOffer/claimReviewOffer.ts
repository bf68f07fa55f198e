import { ZClaimReviewOfferInput, ZReviewOffer } from '@core/api/reviewOffer';
import type { TApp, TContext } from '../../context';
import { claimReviewOffer as claimOffer } from '../../billing/reviewOfferClaimer';
import { requireSession } from '../../middleware/session';
import { authorizeSelf } from '../../policies/user';
import { presentReviewOffer } from '../../presenters/reviewOffer';

/** POST /api/review/offer/claim: a week more and a 15% coupon for a user who left a review; once (409 after). */
export function claimReviewOffer(app: TApp, ctx: TContext) {
  app.post(
    '/api/review/offer/claim',
    { schema: { body: ZClaimReviewOfferInput, response: { 200: ZReviewOffer } }, preHandler: requireSession },
    async (request) => {
      const user = authorizeSelf(request.sessionUser, request.body.unique_id);
      const claim = await claimOffer(ctx.db, ctx.stripe, request.log, { userId: user.id, reviewUrl: request.body.review_url });
      return presentReviewOffer(claim, ctx.stripe !== null);
    },
  );
}
