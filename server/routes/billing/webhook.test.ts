import { asc, eq } from 'drizzle-orm';
import { Stripe } from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPlan } from '@core/plans/planTable';
import { assignPlan } from '../../commands/planAssigner';
import { auditLog, users } from '../../db/schema';
import { billingAccounts, billingEvents } from '../../db/schema/billing';
import { buildUser, type TTestUser } from '../../test/factories';
import { buildStripeTestApp, stripeEvent, TEST_WEBHOOK_SECRET } from '../../test/stripeTestApp';

let harness: Awaited<ReturnType<typeof buildStripeTestApp>>;
beforeAll(async () => {
  harness = await buildStripeTestApp();
});
afterAll(async () => harness.close());

const DAY_MS = 86_400_000;
const userRow = async (user: TTestUser) => (await harness.ctx.db.select().from(users).where(eq(users.id, user.unique_id)))[0]!;
const accountOf = async (user: TTestUser) => (await harness.ctx.db.select().from(billingAccounts).where(eq(billingAccounts.userId, user.unique_id)))[0];
const auditOf = (user: TTestUser) => harness.ctx.db.select().from(auditLog).where(eq(auditLog.targetUserId, user.unique_id)).orderBy(asc(auditLog.at));
const eventRecorded = async (id: string) => (await harness.ctx.db.select().from(billingEvents).where(eq(billingEvents.id, id))).length;

/** Buys a plan through the real checkout call and has the fake Stripe complete it; returns the completed event. */
async function buy(user: TTestUser, planId: string) {
  const response = await harness.app.inject({ method: 'POST', url: '/api/billing/checkout', headers: { cookie: user.cookie }, payload: { unique_id: user.unique_id, plan_id: planId } });
  expect(response.statusCode, response.body).toBe(200);
  const sessionId = response.json<{ url: string }>().url.split('/').at(-1)!;
  return harness.stripe.completeSession(sessionId);
}
const sessionOf = (event: { data: { object: unknown } }) => event.data.object as { customer: string; subscription: string | null };

function invoice(customer: string, subscription: string | null, periodEnd: number, billingReason = 'subscription_create') {
  return {
    id: `in_test_${periodEnd}`,
    object: 'invoice',
    customer,
    billing_reason: billingReason,
    parent: subscription ? { type: 'subscription_details', subscription_details: { subscription } } : null,
    lines: { object: 'list', data: [{ id: 'il_1', object: 'line_item', period: { start: periodEnd - 30 * 86_400, end: periodEnd } }] },
    status: 'paid',
  };
}

describe('POST /api/billing/webhook: signatures', () => {
  it('refuses a bad, missing, foreign or stale signature and a changed body with 400, applying nothing', async () => {
    const user = await buildUser(harness.app);
    const event = await buy(user, 'premium_tier_1_monthly_june_2024');
    const payload = JSON.stringify(event);
    const post = (headers: Record<string, string>, body = payload) =>
      harness.app.inject({ method: 'POST', url: '/api/billing/webhook', headers: { 'content-type': 'application/json', ...headers }, payload: body });
    const valid = new Stripe(harness.stripe.apiKey).webhooks;
    const cases = [
      post({}),
      post({ 'stripe-signature': 't=1,v1=deadbeef' }),
      post({ 'stripe-signature': valid.generateTestHeaderString({ payload, secret: 'whsec_someone_else' }) }),
      post({ 'stripe-signature': valid.generateTestHeaderString({ payload, secret: TEST_WEBHOOK_SECRET, timestamp: Math.floor(Date.now() / 1_000) - 3_600 }) }),
      post({ 'stripe-signature': valid.generateTestHeaderString({ payload, secret: TEST_WEBHOOK_SECRET }) }, payload.replace('premium_tier_1', 'premium_tier_3')),
    ];
    for (const response of await Promise.all(cases)) {
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('webhook_signature_invalid');
    }
    expect(await eventRecorded(event.id)).toBe(0);
    expect((await userRow(user)).planName).toBe('5-day-trial-plan');
    expect((await harness.deliver(event)).statusCode).toBe(200);
    expect((await userRow(user)).planName).toBe('premium_tier_1_monthly_june_2024');
  });
});

describe('checkout.session.completed', () => {
  it('assigns the plan with planAssigner and stores the customer and subscription', async () => {
    const user = await buildUser(harness.app);
    const event = await buy(user, 'premium_tier_2_monthly_june_2024');
    const response = await harness.deliver(event);
    expect(response.json()).toEqual({ received: true, duplicate: false, handled: true });
    const row = await userRow(user);
    const plan = findPlan('premium_tier_2_monthly_june_2024')!;
    expect(row).toMatchObject({ planName: plan.id, creditLimit: plan.creditLimit, paidUser: true, subscriptionStatus: 'active', featureRuns: plan.runLimits });
    expect(Math.round((row.expiryDate!.getTime() - Date.now()) / DAY_MS)).toBe(30);
    const session = sessionOf(event);
    expect(await accountOf(user)).toMatchObject({ stripeCustomerId: session.customer, stripeSubscriptionId: session.subscription, planId: plan.id });
    expect(session.subscription).toMatch(/^sub_/);
    // The audit log has the plan change, by billing, with the limits before and after.
    const [entry, ...others] = await auditOf(user);
    expect(others).toHaveLength(0);
    expect(entry).toMatchObject({ actor: 'billing', action: 'plan.set', subject: user.email });
    expect(entry!.before).toMatchObject({ plan_name: '5-day-trial-plan' });
    expect(entry!.after).toMatchObject({ plan_name: plan.id, credit_limit: `${plan.creditLimit}.0`, expiry_date: row.expiryDate!.toISOString(), feature_runs: plan.runLimits });
  });

  it('a lifetime purchase has no end and no subscription, and the portal opens for its customer', async () => {
    const user = await buildUser(harness.app);
    const event = await buy(user, 'ltd_bundle_pass');
    expect((await harness.deliver(event)).statusCode).toBe(200);
    expect(await userRow(user)).toMatchObject({ planName: 'ltd_bundle_pass', expiryDate: null, paidUser: true });
    expect(await accountOf(user)).toMatchObject({ stripeCustomerId: sessionOf(event).customer, stripeSubscriptionId: null });
    const portal = await harness.app.inject({ method: 'POST', url: '/api/billing/portal', headers: { cookie: user.cookie }, payload: { unique_id: user.unique_id } });
    expect(portal.statusCode, portal.body).toBe(200);
    expect(portal.json().url).toMatch(new RegExp(`^${harness.stripe.url}/p/session/bps_`));
    expect(harness.stripe.requests.at(-1)!.body).toEqual({ customer: sessionOf(event).customer, return_url: 'http://localhost:3000/pricing' });
  });

  it('the portal is refused to someone who never bought online (404) and for another user (403)', async () => {
    const user = await buildUser(harness.app);
    const other = await buildUser(harness.app);
    const portal = (unique_id: string) => harness.app.inject({ method: 'POST', url: '/api/billing/portal', headers: { cookie: user.cookie }, payload: { unique_id } });
    expect((await portal(user.unique_id)).json().error).toBe('no_billing_account');
    expect((await portal(other.unique_id)).statusCode).toBe(403);
  });

  it('a replayed event is applied once', async () => {
    const user = await buildUser(harness.app);
    const event = await buy(user, 'premium_tier_1_monthly_june_2024');
    expect((await harness.deliver(event)).json().duplicate).toBe(false);
    // The admin moves the user on; a replay of the old purchase must not undo that.
    await assignPlan(harness.ctx.db, user.unique_id, findPlan('forever_free_plan')!);
    const replay = await harness.deliver(event);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, duplicate: true, handled: false });
    expect((await userRow(user)).planName).toBe('forever_free_plan');
    expect((await auditOf(user)).map((entry) => entry.actor)).toEqual(['billing']);
  });

  it('concurrent duplicate deliveries apply it exactly once', async () => {
    const user = await buildUser(harness.app);
    const event = await buy(user, 'premium_tier_3_monthly_june_2024');
    const responses = await Promise.all(Array.from({ length: 6 }, () => harness.deliver(event)));
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(responses.filter((response) => response.json().duplicate === false)).toHaveLength(1);
    expect(await eventRecorded(event.id)).toBe(1);
    expect((await userRow(user)).planName).toBe('premium_tier_3_monthly_june_2024');
    expect(await auditOf(user)).toHaveLength(1);
  });

  it('nothing is half-applied when the effect fails: the plan stays, the event is not recorded, a retry can apply it', async () => {
    const owner = await buildUser(harness.app);
    const user = await buildUser(harness.app);
    const first = await buy(owner, 'premium_tier_1_monthly_june_2024');
    await harness.deliver(first);
    // A session naming a customer that already belongs to another account fails on the unique customer id.
    const event = await buy(user, 'premium_tier_1_annual_june_2024');
    const clash = { ...event, data: { object: { ...(event.data.object as object), customer: sessionOf(first).customer } } };
    const failed = await harness.deliver(clash);
    expect(failed.statusCode).toBe(500);
    expect(await eventRecorded(event.id)).toBe(0);
    expect((await userRow(user)).planName).toBe('5-day-trial-plan');
    expect(await accountOf(user)).toBeUndefined();
    // The rolled-back plan change left no audit entry either; the retry writes exactly one.
    expect(await auditOf(user)).toHaveLength(0);
    expect((await harness.deliver(event)).json()).toMatchObject({ duplicate: false, handled: true });
    expect((await userRow(user)).planName).toBe('premium_tier_1_annual_june_2024');
    expect((await auditOf(user)).map((entry) => entry.action)).toEqual(['plan.set']);
  });

  it('a session without our user or plan, or not paid, is acknowledged and ignored', async () => {
    const user = await buildUser(harness.app);
    const event = await buy(user, 'premium_tier_1_monthly_june_2024');
    const object = event.data.object as object;
    for (const changed of [{ metadata: {}, client_reference_id: null }, { payment_status: 'unpaid' }, { metadata: { user_id: 'nobody', plan_id: 'pro_monthly_usd' } }, { mode: 42 }]) {
      const response = await harness.deliver(stripeEvent('checkout.session.completed', { ...object, ...changed }));
      expect(response.json()).toEqual({ received: true, duplicate: false, handled: false });
    }
    expect((await userRow(user)).planName).toBe('5-day-trial-plan');
    expect(await auditOf(user)).toHaveLength(0);
  });
});

describe('invoice and subscription events', () => {
  async function subscriber() {
    const user = await buildUser(harness.app);
    const event = await buy(user, 'premium_tier_1_monthly_june_2024');
    await harness.deliver(event);
    return { user, ...sessionOf(event) };
  }

  it('invoice.paid moves the expiry to the end of the paid period and clears payment_due', async () => {
    const { user, customer, subscription } = await subscriber();
    await harness.ctx.db.update(users).set({ paymentStatus: 'payment_due' }).where(eq(users.id, user.unique_id));
    const periodEnd = Math.floor(Date.now() / 1_000) + 61 * 86_400;
    const response = await harness.deliver(stripeEvent('invoice.paid', invoice(customer, subscription, periodEnd)));
    expect(response.json().handled).toBe(true);
    const row = await userRow(user);
    expect(row.expiryDate!.getTime()).toBe(periodEnd * 1_000);
    expect(row.paymentStatus).toBeNull();
    const paid = (await auditOf(user)).at(-1)!;
    expect(paid).toMatchObject({ actor: 'billing', action: 'expiry.paid', subject: user.email, after: { expiry_date: row.expiryDate!.toISOString() } });
    expect((paid.before as { expiry_date: string }).expiry_date).not.toBe(row.expiryDate!.toISOString());
  });

  it('a renewal invoice starts the period over: credits used reset, spent add-ons stay spent, the plan\'s runs come back', async () => {
    const { user, customer, subscription } = await subscriber();
    const plan = findPlan('premium_tier_1_monthly_june_2024')!;
    const usedUp = { creditsUsed: plan.creditLimit + 4, additionalCredits: 10, featureRuns: { autoblog_workflow: 0, content_optimization: 1 } };
    await harness.ctx.db.update(users).set(usedUp).where(eq(users.id, user.unique_id));
    const periodEnd = Math.floor(Date.now() / 1_000) + 30 * 86_400;
    // The first invoice of a subscription is the checkout's own period: nothing starts over.
    await harness.deliver(stripeEvent('invoice.paid', invoice(customer, subscription, periodEnd - 1)));
    expect(await userRow(user)).toMatchObject(usedUp);
    const renewal = stripeEvent('invoice.paid', invoice(customer, subscription, periodEnd, 'subscription_cycle'));
    expect((await harness.deliver(renewal)).json().handled).toBe(true);
    const renewed = { creditsUsed: 0, additionalCredits: 6, featureRuns: plan.runLimits, creditLimit: plan.creditLimit };
    expect(await userRow(user)).toMatchObject(renewed);
    const renewedEntry = (await auditOf(user)).at(-1)!;
    expect(renewedEntry).toMatchObject({ actor: 'billing', action: 'period.renew', before: { credits_used: `${plan.creditLimit + 4}.0`, additional_credits: '10.0' }, after: { credits_used: '0.0', additional_credits: '6.0' } });
    // Replayed, the renewal changes nothing more (usage since then is kept).
    await harness.ctx.db.update(users).set({ creditsUsed: 3 }).where(eq(users.id, user.unique_id));
    expect((await harness.deliver(renewal)).json().duplicate).toBe(true);
    expect((await userRow(user)).creditsUsed).toBe(3);
  });

  it('invoice.payment_failed marks payment_due', async () => {
    const { user, customer, subscription } = await subscriber();
    await harness.deliver(stripeEvent('invoice.payment_failed', invoice(customer, subscription, Math.floor(Date.now() / 1_000))));
    expect((await userRow(user)).paymentStatus).toBe('payment_due');
  });

  it('an invoice of a replaced subscription or an unknown customer changes nothing', async () => {
    const { user, customer } = await subscriber();
    const before = await userRow(user);
    const old = await harness.deliver(stripeEvent('invoice.payment_failed', invoice(customer, 'sub_test_replaced', 1)));
    const stranger = await harness.deliver(stripeEvent('invoice.payment_failed', invoice('cus_test_stranger', null, 1)));
    expect([old.json().handled, stranger.json().handled]).toEqual([false, false]);
    expect(await userRow(user)).toEqual(before);
    expect((await auditOf(user)).map((entry) => entry.action)).toEqual(['plan.set']);
  });

  it('customer.subscription.updated and deleted set subscription_status', async () => {
    const { user, customer, subscription } = await subscriber();
    await harness.deliver(stripeEvent('customer.subscription.updated', { id: subscription, object: 'subscription', customer, status: 'past_due' }));
    expect((await userRow(user)).subscriptionStatus).toBe('past_due');
    const expiry = (await userRow(user)).expiryDate;
    await harness.deliver(stripeEvent('customer.subscription.deleted', { id: subscription, object: 'subscription', customer, status: 'canceled' }));
    expect(await userRow(user)).toMatchObject({ subscriptionStatus: 'canceled', expiryDate: expiry, planName: 'premium_tier_1_monthly_june_2024' });
  });

  it('an event type we do not handle is acknowledged, recorded and ignored', async () => {
    const event = stripeEvent('charge.refunded', { id: 'ch_test_1', object: 'charge' });
    expect((await harness.deliver(event)).json()).toEqual({ received: true, duplicate: false, handled: false });
    expect(await eventRecorded(event.id)).toBe(1);
  });
});
