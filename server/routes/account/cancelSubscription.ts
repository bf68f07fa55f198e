import { eq } from 'drizzle-orm';
import { ZBillingRedirect } from '@core/api/billing';
import type { TApp, TContext } from '../../context';
import { buildAccountProfile } from '../../account/accountProfile';
import { billingError, callStripe } from '../../billing/billingError';
import { billingAccounts } from '../../db/schema/billing';
import { forbidden } from '../../errors';
import { requireSession } from '../../middleware/session';
import { authorizeSelf } from '../../policies/user';
import { requireStripe } from '../billing/requireStripe';

/**
 * POST /api/account/subscription/cancel: Stripe's Customer Portal opened on the cancellation of the
 * person's subscription (Stripe confirms it and its webhook updates subscription_status). Allowed
 * when the profile's `cancel_subscription` ability is.
 */
export function cancelSubscription(app: TApp, ctx: TContext) {
  app.post('/api/account/subscription/cancel', { schema: { response: { 200: ZBillingRedirect } }, preHandler: requireSession }, async (request) => {
    const user = authorizeSelf(request.sessionUser, undefined);
    const stripe = requireStripe(ctx);
    const profile = await buildAccountProfile(ctx, user.id);
    if (!profile.abilities.cancel_subscription) throw forbidden('You have no subscription to cancel.');
    const [account] = await ctx.db.select().from(billingAccounts).where(eq(billingAccounts.userId, user.id));
    if (!account?.stripeSubscriptionId) throw billingError('no_billing_account');
    const session = await callStripe(request.log, 'open the cancellation in the Customer Portal', () =>
      stripe.billingPortal.sessions.create({
        customer: account.stripeCustomerId,
        return_url: new URL('/account/profile', ctx.env.APP_URL).toString(),
        flow_data: { type: 'subscription_cancel', subscription_cancel: { subscription: account.stripeSubscriptionId! } },
      }),
    );
    return { url: session.url };
  });
}
