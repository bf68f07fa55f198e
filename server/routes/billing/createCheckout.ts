import { ZBillingRedirect, ZCheckoutInput } from '@core/api/billing';
import type { TApp, TContext } from '../../context';
import { createAddonCheckoutSession } from '../../billing/addonCheckout';
import { createCheckoutSession } from '../../billing/checkoutSessionCreator';
import { requireSession } from '../../middleware/session';
import { authorizeSelf } from '../../policies/user';
import { requireStripe } from './requireStripe';

/** POST /api/billing/checkout: a Stripe Checkout Session for one plan of our table or one add-on pack; the browser goes to its url. */
export function createCheckout(app: TApp, ctx: TContext) {
  app.post(
    '/api/billing/checkout',
    { schema: { body: ZCheckoutInput, response: { 200: ZBillingRedirect } }, preHandler: requireSession },
    async (request) => {
      const user = authorizeSelf(request.sessionUser, request.body.unique_id);
      const stripe = requireStripe(ctx);
      const { plan_id, addon_id } = request.body;
      if (addon_id) return createAddonCheckoutSession(ctx.db, stripe, request.log, { user, addonId: addon_id, appUrl: ctx.env.APP_URL });
      return createCheckoutSession(ctx.db, stripe, request.log, {
        user,
        planId: plan_id!,
        coupon: request.body.coupon,
        appUrl: ctx.env.APP_URL,
      });
    },
  );
}
