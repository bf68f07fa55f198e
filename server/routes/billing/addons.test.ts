import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAddonPack } from '@core/plans/addons';
import { findPlan } from '@core/plans/planTable';
import { assignPlan } from '../../commands/planAssigner';
import { auditLog, users } from '../../db/schema';
import { buildUser, type TTestUser } from '../../test/factories';
import { buildStripeTestApp, stripeEvent } from '../../test/stripeTestApp';

let harness: Awaited<ReturnType<typeof buildStripeTestApp>>;
beforeAll(async () => {
  harness = await buildStripeTestApp();
});
afterAll(async () => harness.close());

const checkout = (user: TTestUser, body: object) =>
  harness.app.inject({ method: 'POST', url: '/api/billing/checkout', headers: { cookie: user.cookie }, payload: { unique_id: user.unique_id, ...body } });
const lastSessionRequest = () => harness.stripe.requests.filter((request) => request.path === '/v1/checkout/sessions').at(-1)!;
const userRow = async (user: TTestUser) => (await harness.ctx.db.select().from(users).where(eq(users.id, user.unique_id)))[0]!;
const auditOf = (user: TTestUser) => harness.ctx.db.select().from(auditLog).where(eq(auditLog.targetUserId, user.unique_id)).orderBy(asc(auditLog.at));

/** Starts an add-on checkout through the real call and has the fake Stripe complete it; returns the completed event. */
async function buyAddon(user: TTestUser, addonId: string) {
  const response = await checkout(user, { addon_id: addonId });
  expect(response.statusCode, response.body).toBe(200);
  return harness.stripe.completeSession(response.json<{ url: string }>().url.split('/').at(-1)!);
}

describe('POST /api/billing/checkout with addon_id', () => {
  it('opens a one-payment Checkout priced from the add-on catalogue, returning to the add-ons tab', async () => {
    const user = await buildUser(harness.app);
    expect((await checkout(user, { addon_id: 'credits_500' })).statusCode).toBe(200);
    expect(lastSessionRequest().body).toMatchObject({
      mode: 'payment',
      client_reference_id: user.unique_id,
      customer_email: user.email,
      metadata: { user_id: user.unique_id, addon_id: 'credits_500' },
      line_items: [{ quantity: '1', price_data: { currency: 'usd', unit_amount: '2000', product_data: { name: '500 additional credits' } } }],
      success_url: 'http://localhost:3000/pricing?tab=addon&session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:3000/pricing?tab=addon',
    });
    expect(lastSessionRequest().body.subscription_data).toBeUndefined();
  });

  it('refuses unknown packs (400), plans without add-ons (403), an expired plan (430) and ambiguous requests (400)', async () => {
    const user = await buildUser(harness.app);
    expect((await checkout(user, { addon_id: 'credits_999' })).json()).toMatchObject({ error: 'addon_not_for_sale' });
    expect((await checkout(user, { addon_id: 'credits_100', plan_id: 'pro_monthly_usd' })).statusCode).toBe(400);
    expect((await checkout(user, {})).statusCode).toBe(400);
    expect((await checkout(user, { addon_id: 'credits_100', coupon: 'REVIEW15-AAAAAAAA' })).statusCode).toBe(400);
    const legacy = await buildUser(harness.app);
    await assignPlan(harness.ctx.db, legacy.unique_id, findPlan('ltd_bundle_pass')!);
    const refused = await checkout(legacy, { addon_id: 'credits_100' });
    expect([refused.statusCode, refused.json().error]).toEqual([403, 'addon_not_for_plan']);
    await harness.ctx.db.update(users).set({ expiryDate: new Date(Date.now() - 1_000) }).where(eq(users.id, user.unique_id));
    expect((await checkout(user, { addon_id: 'credits_100' })).statusCode).toBe(430);
    const before = harness.stripe.requests.length;
    expect((await checkout(legacy, { addon_id: 'credits_100' })).statusCode).toBe(403);
    expect(harness.stripe.requests.length).toBe(before);
  });
});

describe('checkout.session.completed for an add-on', () => {
  it('adds the credits once, keeping the plan; a replay or concurrent duplicates add nothing more', async () => {
    const user = await buildUser(harness.app);
    const before = await userRow(user);
    const event = await buyAddon(user, 'credits_100');
    const responses = await Promise.all(Array.from({ length: 4 }, () => harness.deliver(event)));
    expect(responses.filter((response) => response.json().duplicate === false)).toHaveLength(1);
    expect(responses.find((response) => response.json().duplicate === false)!.json().handled).toBe(true);
    expect((await harness.deliver(event)).json().duplicate).toBe(true);
    expect(await userRow(user)).toMatchObject({ additionalCredits: 100, planName: before.planName, creditLimit: before.creditLimit, expiryDate: before.expiryDate });
    // One audit entry, by billing, for the one grant (duplicates and the replay wrote none).
    const entries = await auditOf(user);
    expect(entries.map((entry) => [entry.actor, entry.action, entry.subject])).toEqual([['billing', 'credits.add', user.email]]);
    expect(entries[0]!.before).toMatchObject({ additional_credits: '0.0' });
    expect(entries[0]!.after).toMatchObject({ additional_credits: '100.0', plan_name: before.planName });
    const balance = await harness.app.inject({ url: `/api/verify/user/credits?unique_id=${user.unique_id}`, headers: { cookie: user.cookie } });
    expect(balance.json().credits_left).toBe(before.creditLimit + 100);
  });

  it('adds runs of the pack\'s feature, which a run then uses after the plan\'s own', async () => {
    const user = await buildUser(harness.app);
    const pack = findAddonPack('autoblog_workflow_5')!;
    await harness.deliver(await buyAddon(user, pack.id));
    expect((await userRow(user)).additionalRuns).toEqual({ autoblog_workflow: 5, content_optimization: 0 });
    const [entry, ...others] = await auditOf(user);
    expect(others).toHaveLength(0);
    expect(entry).toMatchObject({ actor: 'billing', action: 'runs.add', before: { additional_runs: { autoblog_workflow: 0 } }, after: { additional_runs: { autoblog_workflow: 5 } } });
    await harness.ctx.db.update(users).set({ featureRuns: { autoblog_workflow: 0, content_optimization: 0 } }).where(eq(users.id, user.unique_id));
    const run = await harness.app.inject({
      method: 'POST',
      url: '/api/update/user/features/runs',
      headers: { cookie: user.cookie },
      payload: { unique_id: user.unique_id, feature_name: 'autoblog_workflow', plan_name: 'x' },
    });
    expect(run.json()).toMatchObject({ runs_left: 4 });
  });

  it('an unpaid session, an unknown pack or user is acknowledged and changes nothing', async () => {
    const user = await buildUser(harness.app);
    const event = await buyAddon(user, 'credits_100');
    const object = event.data.object as object;
    for (const changed of [{ payment_status: 'unpaid' }, { metadata: { user_id: user.unique_id, addon_id: 'credits_999' } }, { metadata: { user_id: 'nobody', addon_id: 'credits_100' } }]) {
      const response = await harness.deliver(stripeEvent('checkout.session.completed', { ...object, ...changed }));
      expect(response.json()).toEqual({ received: true, duplicate: false, handled: false });
    }
    expect((await userRow(user)).additionalCredits).toBe(0);
    expect(await auditOf(user)).toHaveLength(0);
  });
});
