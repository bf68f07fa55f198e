import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Stripe } from 'stripe';
import { thankYouPathFor } from '@core/plans/thankYouPath';
import type { TSessionUser } from '../auth/sessionUser';
import type { Db } from '../db/database';
import { billingAccounts } from '../db/schema/billing';
import { callStripe } from './billingError';
import { checkoutEligiblePlan } from './checkoutEligibility';
import { checkoutLineItem, checkoutModeFor } from './checkoutPrice';
import { checkoutCoupon } from './reviewCoupon';

type TCheckoutRequest = { user: TSessionUser; planId: string; coupon?: string; appUrl: string };

/**
 * A Stripe Checkout Session for one plan of our table. Our user id and plan id travel in
 * client_reference_id and metadata (and the subscription's metadata), which is all the webhook
 * needs to assign the plan when the payment completes.
 */
export async function createCheckoutSession(db: Db, stripe: Stripe, log: FastifyBaseLogger, request: TCheckoutRequest): Promise<{ url: string }> {
  const { user } = request;
  const plan = await checkoutEligiblePlan(db, user.id, request.planId);
  const mode = checkoutModeFor(plan)!;
  const lineItem = checkoutLineItem(plan)!;
  const couponCode = request.coupon ? await checkoutCoupon(db, stripe, log, user.id, request.coupon) : null;
  const [account] = await db.select().from(billingAccounts).where(eq(billingAccounts.userId, user.id));
  const metadata = { user_id: user.id, plan_id: plan.id, ...(couponCode ? { coupon_code: couponCode } : {}) };
  const session = await callStripe(log, 'create a Checkout Session', () =>
    stripe.checkout.sessions.create({
      mode,
      line_items: [lineItem],
      client_reference_id: user.id,
      metadata,
      ...(account ? { customer: account.stripeCustomerId } : { customer_email: user.email }),
      ...(mode === 'payment' && !account ? { customer_creation: 'always' as const } : {}),
      ...(mode === 'subscription' ? { subscription_data: { metadata } } : {}),
      ...(couponCode ? { discounts: [{ coupon: couponCode }] } : {}),
      // Stripe fills in {CHECKOUT_SESSION_ID}; URL() would escape the braces, so it is appended as text.
      success_url: `${new URL(thankYouPathFor(plan.id), request.appUrl).toString()}?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: new URL('/pricing', request.appUrl).toString(),
    }),
  );
  if (!session.url) throw new Error('Stripe answered a Checkout Session without a url');
  return { url: session.url };
}
