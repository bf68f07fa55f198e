import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAccountProfile } from '@core/api/account';
import { rowsOf } from '../../db/rows';
import { buildUser } from '../../test/factories';
import { buildStripeTestApp } from '../../test/stripeTestApp';
import { TEST_ORIGIN } from '../../test/testApp';

// The profile's subscription buttons against the local fake Stripe (server/test/stripeServer.ts).
let harness: Awaited<ReturnType<typeof buildStripeTestApp>>;
beforeAll(async () => {
  harness = await buildStripeTestApp();
}, 60_000);
afterAll(() => harness.close());

const cancel = (cookie: string) => harness.app.inject({ method: 'POST', url: '/api/account/subscription/cancel', headers: { origin: TEST_ORIGIN, cookie } });
const profile = async (cookie: string) => (await harness.app.inject({ url: '/api/account/profile', headers: { cookie } })).json<TAccountProfile>();

describe('subscription buttons on the profile', () => {
  it('a paying subscriber may manage and cancel: cancel opens Stripe’s portal on the cancellation', async () => {
    const writer = await buildUser(harness.app);
    // Bought through Checkout and Stripe's webhook, as a real subscriber is.
    const checkout = await harness.app.inject({ method: 'POST', url: '/api/billing/checkout', headers: { origin: TEST_ORIGIN, cookie: writer.cookie }, payload: { unique_id: writer.unique_id, plan_id: 'pro_monthly_usd_49' } });
    expect(checkout.statusCode, checkout.body).toBe(200);
    const sessionId = [...harness.stripe.sessions.keys()].at(-1)!;
    expect((await harness.deliver(harness.stripe.completeSession(sessionId))).statusCode).toBe(200);
    const [account] = rowsOf<{ stripe_subscription_id: string }>(await harness.ctx.db.execute(sql`select stripe_subscription_id from billing_accounts where user_id = ${writer.unique_id}`));
    expect((await profile(writer.cookie)).abilities).toMatchObject({ manage_subscription: true, cancel_subscription: true, reactivate_subscription: false });
    const response = await cancel(writer.cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().url).toMatch(/\/p\/session\/bps_/);
    const portal = harness.stripe.requests.filter((request) => request.path === '/v1/billing_portal/sessions').at(-1)!;
    expect(portal.body).toMatchObject({ flow_data: { type: 'subscription_cancel', subscription_cancel: { subscription: account!.stripe_subscription_id } } });
  });

  it('someone with nothing to cancel is refused (403) and offered no button', async () => {
    const writer = await buildUser(harness.app);
    expect((await profile(writer.cookie)).abilities).toMatchObject({ manage_subscription: false, cancel_subscription: false });
    const response = await cancel(writer.cookie);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('You have no subscription to cancel.');
  });
});
