import { eq } from 'drizzle-orm';
import { ZReviewOffer, ZReviewOfferQuery } from '@core/api/reviewOffer';
import type { TApp, TContext } from '../../context';
import { reviewOfferClaims } from '../../db/schema/reviewOffers';
import { requireSession } from '../../middleware/session';
import { authorizeSelf } from '../../policies/user';
import { presentReviewOffer } from '../../presenters/reviewOffer';

/** GET /api/review/offer: whether the user has claimed the review offer, and their coupon. */
export function getReviewOffer(app: TApp, ctx: TContext) {
  app.get(
    '/api/review/offer',
    { schema: { querystring: ZReviewOfferQuery, response: { 200: ZReviewOffer } }, preHandler: requireSession },
    async (request) => {
      const user = authorizeSelf(request.sessionUser, request.query.unique_id);
      const [claim] = await ctx.db.select().from(reviewOfferClaims).where(eq(reviewOfferClaims.userId, user.id));
      return presentReviewOffer(claim ?? null, ctx.stripe !== null);
    },
  );
}
