import { Stripe } from 'stripe';
import { startFakeStripe, type TFakeStripe } from './stripeServer';
import { buildTestApp } from './testApp';

export const TEST_WEBHOOK_SECRET = 'whsec_longform_test_secret';

/** A test server whose Stripe is the local fake (server/test/stripeServer.ts); close both in afterAll. */
export async function buildStripeTestApp() {
  const stripe: TFakeStripe = await startFakeStripe();
  const harness = await buildTestApp({ STRIPE_SECRET_KEY: stripe.apiKey, STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET, STRIPE_API_URL: stripe.url });
  const signer = new Stripe(stripe.apiKey);

  /** Posts an event to the webhook as Stripe does: the exact JSON bytes, signed with the endpoint's secret. */
  const deliver = (event: object, secret = TEST_WEBHOOK_SECRET) => {
    const payload = JSON.stringify(event);
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret });
    return harness.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
  };
  return {
    ...harness,
    stripe,
    deliver,
    close: async () => {
      await harness.close();
      await stripe.close();
    },
  };
}

let counter = 0;
/** A Stripe event envelope around an object, with a fresh id unless one is given. */
export function stripeEvent(type: string, object: object, id = `evt_test_${Date.now()}_${++counter}`) {
  return { id, object: 'event', api_version: '2026-01-01', created: Math.floor(Date.now() / 1_000), type, data: { object }, livemode: false, pending_webhooks: 1, request: { id: null, idempotency_key: null } };
}
