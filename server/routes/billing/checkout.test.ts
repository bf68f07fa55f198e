import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPlan } from '@core/plans/planTable';
import { assignPlan } from '../../commands/planAssigner';
import { teamMembers, teams, users } from '../../db/schema';
import { buildUser, type TTestUser } from '../../test/factories';
import { buildStripeTestApp } from '../../test/stripeTestApp';
import { buildTestApp } from '../../test/testApp';

let harness: Awaited<ReturnType<typeof buildStripeTestApp>>;
beforeAll(async () => {
  harness = await buildStripeTestApp();
});
afterAll(async () => harness.close());

const checkout = (user: TTestUser, body: object = {}, cookie = user.cookie) =>
  harness.app.inject({ method: 'POST', url: '/api/billing/checkout', headers: { cookie }, payload: { unique_id: user.unique_id, ...body } });
const lastSessionRequest = () => harness.stripe.requests.filter((request) => request.path === '/v1/checkout/sessions').at(-1)!;
const putOnPlan = (user: TTestUser, planId: string, now = new Date()) => assignPlan(harness.ctx.db, user.unique_id, findPlan(planId)!, now);

describe('POST /api/billing/checkout: one Checkout Session per plan kind, priced from our table', () => {
  it('a monthly plan subscribes monthly, carrying our user id and plan id', async () => {
    const user = await buildUser(harness.app);
    const response = await checkout(user, { plan_id: 'premium_tier_1_monthly_june_2024' });
    expect(response.statusCode, response.body).toBe(200);
    const { url } = response.json<{ url: string }>();
    const session = lastSessionRequest();
    expect(url).toBe(`${harness.stripe.url}/c/pay/${[...harness.stripe.sessions.keys()].at(-1)}`);
    expect(session.body).toMatchObject({
      mode: 'subscription',
      client_reference_id: user.unique_id,
      customer_email: user.email,
      metadata: { user_id: user.unique_id, plan_id: 'premium_tier_1_monthly_june_2024' },
      subscription_data: { metadata: { user_id: user.unique_id, plan_id: 'premium_tier_1_monthly_june_2024' } },
      line_items: [
        { quantity: '1', price_data: { currency: 'usd', unit_amount: '3900', recurring: { interval: 'month' }, product_data: { name: 'Premium Tier 1, monthly' } } },
      ],
      success_url: 'http://localhost:3000/thank-you?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:3000/pricing',
    });
    expect(session.body.discounts).toBeUndefined();
  });

  it('an annual plan is billed twelve months a year', async () => {
    const user = await buildUser(harness.app);
    expect((await checkout(user, { plan_id: 'pro_annual_usd_29' })).statusCode).toBe(200);
    expect(lastSessionRequest().body).toMatchObject({
      mode: 'subscription',
      line_items: [{ price_data: { currency: 'usd', unit_amount: String(29 * 12 * 100), recurring: { interval: 'year' } } }],
    });
  });

  it('an INR plan is charged in rupees', async () => {
    const user = await buildUser(harness.app);
    expect((await checkout(user, { plan_id: 'pro_monthly_inr' })).statusCode).toBe(200);
    const item = (lastSessionRequest().body.line_items as { price_data: object }[])[0]!;
    expect(item.price_data).toMatchObject({ currency: 'inr', unit_amount: String(findPlan('pro_monthly_inr')!.priceInr! * 100) });
  });

  it.each(['ltd_bundle_pass', 'pay_as_you_go_april_2024'])('%s is paid once, creating a customer for the portal', async (planId) => {
    const user = await buildUser(harness.app);
    expect((await checkout(user, { plan_id: planId })).statusCode).toBe(200);
    const { body } = lastSessionRequest();
    expect(body).toMatchObject({ mode: 'payment', customer_creation: 'always', metadata: { plan_id: planId } });
    const item = (body.line_items as { price_data: Record<string, unknown> }[])[0]!;
    expect(item.price_data.unit_amount).toBe(String(findPlan(planId)!.priceUsd * 100));
    expect(item.price_data.recurring).toBeUndefined();
    expect(body.subscription_data).toBeUndefined();
    // The lifetime bundle comes back to its own thank-you page (spec §2), anything else to /thank-you.
    const thankYou = planId === 'ltd_bundle_pass' ? '/thank-you/lifetime-bundle' : '/thank-you';
    expect(body.success_url).toBe(`http://localhost:3000${thankYou}?session_id={CHECKOUT_SESSION_ID}`);
  });
});

describe('POST /api/billing/checkout refuses, without calling Stripe', () => {
  const refused = async (user: TTestUser, body: object, status: number, error: string, cookie?: string) => {
    const before = harness.stripe.requests.length;
    const response = await checkout(user, body, cookie);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().error).toBe(error);
    expect(harness.stripe.requests.length).toBe(before);
    return response.json<{ message: string }>();
  };

  it('unknown plans, free plans, trials, custom plans and the no-user case', async () => {
    const user = await buildUser(harness.app);
    expect((await refused(user, { plan_id: 'premium_tier_9' }, 400, 'plan_not_for_sale')).message).toBe('There is no plan "premium_tier_9".');
    for (const planId of ['forever_free_plan', '5-day-trial-plan', 'ls-free-trial', 'custom_enterprise', 'no_user']) {
      await refused(user, { plan_id: planId }, 400, 'plan_not_for_sale');
    }
  });

  it('the plan the user already has while it runs, but not once it has ended', async () => {
    const user = await buildUser(harness.app);
    await putOnPlan(user, 'premium_tier_1_monthly_june_2024');
    await refused(user, { plan_id: 'premium_tier_1_monthly_june_2024' }, 409, 'plan_already_active');
    await harness.ctx.db.update(users).set({ expiryDate: new Date(Date.now() - 60_000) }).where(eq(users.id, user.unique_id));
    expect((await checkout(user, { plan_id: 'premium_tier_1_monthly_june_2024' })).statusCode).toBe(200);
  });

  it('a team plan for a member of a team someone else administers; their own plan and the admin are fine', async () => {
    const admin = await buildUser(harness.app);
    const member = await buildUser(harness.app);
    const [team] = await harness.ctx.db.insert(teams).values({ adminId: admin.unique_id, planName: 'team_monthly_april_2024' }).returning();
    await harness.ctx.db.insert(teamMembers).values([
      { teamId: team!.id, userId: admin.unique_id },
      { teamId: team!.id, userId: member.unique_id },
    ]);
    await refused(member, { plan_id: 'team_monthly_april_2024' }, 403, 'team_plan_admin_only');
    await refused(member, { plan_id: 'premium_tier_2_annual_june_2024' }, 403, 'team_plan_admin_only');
    expect((await checkout(member, { plan_id: 'premium_tier_1_monthly_june_2024' })).statusCode).toBe(200);
    expect((await checkout(admin, { plan_id: 'team_annual_april_2024' })).statusCode).toBe(200);
  });

  it('another user’s unique_id (403) and no session (401)', async () => {
    const user = await buildUser(harness.app);
    const other = await buildUser(harness.app);
    await refused(user, { unique_id: other.unique_id, plan_id: 'premium_tier_1_monthly_june_2024' }, 403, 'forbidden');
    await refused(user, { plan_id: 'premium_tier_1_monthly_june_2024' }, 401, 'unauthorized', '');
  });

  it('a coupon that is not the user’s own review coupon', async () => {
    const user = await buildUser(harness.app);
    await refused(user, { plan_id: 'premium_tier_1_monthly_june_2024', coupon: 'REVIEW15-00000000' }, 400, 'coupon_invalid');
  });
});

describe('POST /api/billing/checkout when Stripe fails', () => {
  it('answers 502 with the catalogue message', async () => {
    const user = await buildUser(harness.app);
    harness.stripe.failNext();
    const response = await checkout(user, { plan_id: 'premium_tier_1_monthly_june_2024' });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ error: 'payment_provider_failed' });
  });
});

describe('without STRIPE_SECRET_KEY', () => {
  it('billing answers 404 billing_not_configured and the app config says so', async () => {
    const plain = await buildTestApp();
    try {
      const user = await buildUser(plain.app);
      for (const url of ['/api/billing/checkout', '/api/billing/portal']) {
        const response = await plain.app.inject({ method: 'POST', url, headers: { cookie: user.cookie }, payload: { unique_id: user.unique_id, plan_id: 'pro_monthly_usd' } });
        expect(response.statusCode).toBe(404);
        expect(response.json().error).toBe('billing_not_configured');
      }
      const webhook = await plain.app.inject({ method: 'POST', url: '/api/billing/webhook', headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' }, payload: '{}' });
      expect(webhook.statusCode).toBe(404);
      expect((await plain.app.inject({ url: '/api/app/config' })).json().billing_enabled).toBe(false);
    } finally {
      await plain.close();
    }
    expect((await harness.app.inject({ url: '/api/app/config' })).json().billing_enabled).toBe(true);
  });
});
