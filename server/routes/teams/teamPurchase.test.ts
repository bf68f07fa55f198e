import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teams } from '../../db/schema';
import { buildUser } from '../../test/factories';
import { buildStripeTestApp } from '../../test/stripeTestApp';

/** Buying a team plan through Stripe Checkout makes the buyer's team (planAssigner → teamOwnership). */
let harness: Awaited<ReturnType<typeof buildStripeTestApp>>;
beforeAll(async () => {
  harness = await buildStripeTestApp();
});
afterAll(async () => harness.close());

describe('a team plan bought through Checkout', () => {
  it('comes with one team, led by the buyer, even when the webhook is delivered twice', async () => {
    const user = await buildUser(harness.app);
    const checkout = await harness.app.inject({
      method: 'POST',
      url: '/api/billing/checkout',
      headers: { cookie: user.cookie },
      payload: { unique_id: user.unique_id, plan_id: 'team_monthly_april_2024' },
    });
    expect(checkout.statusCode, checkout.body).toBe(200);
    const event = await harness.stripe.completeSession(checkout.json<{ url: string }>().url.split('/').at(-1)!);
    await Promise.all([harness.deliver(event), harness.deliver(event)]);

    const owned = await harness.ctx.db.select().from(teams).where(eq(teams.adminId, user.unique_id));
    expect(owned).toEqual([expect.objectContaining({ planName: 'team_monthly_april_2024', maxMembers: 5, expired: false, payerId: user.unique_id })]);
    const details = await harness.app.inject({ url: `/api/fetch/team/details?team_id=${owned[0]!.id}`, headers: { cookie: user.cookie } });
    expect(details.json()).toMatchObject({ admin_id: user.unique_id, admin_email: user.email, members: [{ unique_id: user.unique_id, admin: true }] });
  });
});
