import type { Stripe } from 'stripe';
import { isPaidPlan } from '@core/plans/freePlans';
import type { TPlan } from '@core/plans/planTypes';

type TCheckoutMode = 'subscription' | 'payment';

/** How Checkout sells a plan: monthly and annual plans subscribe, lifetime and pay-as-you-go are paid once; others are not sold. */
export function checkoutModeFor(plan: TPlan): TCheckoutMode | null {
  if (!isPaidPlan(plan.id)) return null;
  if (plan.billing === 'monthly' || plan.billing === 'annual') return 'subscription';
  if (plan.billing === 'lifetime' || plan.billing === 'usage') return 'payment';
  return null;
}

/**
 * The line item priced from our plan table (price_data), so no product or price has to be set up
 * in the Stripe dashboard. Table prices are per month; an annual plan is billed 12 months at once.
 * INR plans are charged in rupees.
 */
export function checkoutLineItem(plan: TPlan): Stripe.Checkout.SessionCreateParams.LineItem | null {
  const mode = checkoutModeFor(plan);
  if (!mode) return null;
  const inr = plan.currency === 'inr' && plan.priceInr !== null;
  const monthly = inr ? plan.priceInr! : plan.priceUsd;
  const months = plan.billing === 'annual' ? 12 : 1;
  const unitAmount = Math.round(monthly * months * 100);
  if (unitAmount <= 0) return null;
  return {
    quantity: 1,
    price_data: {
      currency: inr ? 'inr' : 'usd',
      unit_amount: unitAmount,
      product_data: { name: plan.displayName, metadata: { plan_id: plan.id } },
      ...(mode === 'subscription' ? { recurring: { interval: plan.billing === 'annual' ? 'year' : 'month' } } : {}),
    },
  };
}
