import { describe, expect, it } from 'vitest';
import { PLAN_LIST } from '@core/plans/planTable';
import { isPaidPlan } from '@core/plans/freePlans';
import { checkoutLineItem, checkoutModeFor } from './checkoutPrice';

describe('checkoutModeFor / checkoutLineItem over the whole plan table', () => {
  it.each(PLAN_LIST)('$id', (plan) => {
    const mode = checkoutModeFor(plan);
    const item = checkoutLineItem(plan);
    if (!isPaidPlan(plan.id) || plan.billing === 'custom') {
      expect(mode).toBeNull();
      expect(item).toBeNull();
      return;
    }
    expect(mode).toBe(plan.billing === 'monthly' || plan.billing === 'annual' ? 'subscription' : 'payment');
    const monthly = plan.currency === 'inr' ? plan.priceInr! : plan.priceUsd;
    expect(item!.price_data).toMatchObject({
      currency: plan.currency,
      unit_amount: monthly * (plan.billing === 'annual' ? 12 : 1) * 100,
      product_data: { name: plan.displayName, metadata: { plan_id: plan.id } },
    });
    expect(item!.price_data!.recurring?.interval).toBe({ monthly: 'month', annual: 'year' }[plan.billing as string]);
  });
});
