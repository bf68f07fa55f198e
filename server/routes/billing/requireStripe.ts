import type { Stripe } from 'stripe';
import type { TContext } from '../../context';
import { billingError } from '../../billing/billingError';

/** The Stripe client, or 404 billing_not_configured on an installation without STRIPE_SECRET_KEY. */
export function requireStripe(ctx: TContext): Stripe {
  if (!ctx.stripe) throw billingError('billing_not_configured');
  return ctx.stripe;
}
