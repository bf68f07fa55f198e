import { ZBillingRedirect, ZCheckoutInput } from '@core/api/billing';
import type { TApp, TContext } from '../../context';
import { createCheckoutSession } from '../../billing/checkoutSessionCreator';
import { requireSession } from '../../middleware/session';
import { authorizeSelf } from '../../policies/user';
import { requireStripe } from './requireStripe';

/** POST /api/billing/checkout: a Stripe Checkout Session for one plan of our table; the browser goes to its url. */
export function createCheckout(app: TApp, ctx: TContext) {
  app.post(
    '/api/billing/checkout',
    { schema: { body: ZCheckoutInput, response: { 200: ZBillingRedirect } }, preHandler: requireSession },
    async (request) => {
      const user = authorizeSelf(request.sessionUser, request.body.unique_id);
      const stripe = requireStripe(ctx);
      return createCheckoutSession(ctx.db, stripe, request.log, {
        user,
        planId: request.body.plan_id,
        coupon: request.body.coupon,
        appUrl: ctx.env.APP_URL,
      });
    },
  );
}
