import type { TApp, TContext } from '../../context';
import { claimReviewOffer } from './claimReviewOffer';
import { getReviewOffer } from './getReviewOffer';

export function registerReviewOfferRoutes(app: TApp, ctx: TContext) {
  getReviewOffer(app, ctx);
  claimReviewOffer(app, ctx);
}
