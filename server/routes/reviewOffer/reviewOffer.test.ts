import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPlan } from '@core/plans/planTable';
import { assignPlan } from '../../commands/planAssigner';
import { auditLog, users } from '../../db/schema';
import { reviewOfferClaims } from '../../db/schema/reviewOffers';
import { buildUser, type TTestUser } from '../../test/factories';
import { buildStripeTestApp } from '../../test/stripeTestApp';
import { buildTestApp } from '../../test/testApp';

const DAY_MS = 86_400_000;
const REVIEW_URL = 'https://www.g2.com/products/longform/reviews/123';

type THarness = { app: Awaited<ReturnType<typeof buildTestApp>>['app']; ctx: Awaited<ReturnType<typeof buildTestApp>>['ctx'] };
const claim = (harness: THarness, user: TTestUser, body: object = {}) =>
  harness.app.inject({ method: 'POST', url: '/api/review/offer/claim', headers: { cookie: user.cookie }, payload: { unique_id: user.unique_id, review_url: REVIEW_URL, ...body } });
const offer = (harness: THarness, user: TTestUser) => harness.app.inject({ url: `/api/review/offer?unique_id=${user.unique_id}`, headers: { cookie: user.cookie } });
const expiryOf = async (harness: THarness, user: TTestUser) => (await harness.ctx.db.select({ expiry: users.expiryDate }).from(users).where(eq(users.id, user.unique_id)))[0]!.expiry;

describe('the review offer with Stripe configured', () => {
  let harness: Awaited<ReturnType<typeof buildStripeTestApp>>;
  beforeAll(async () => {
    harness = await buildStripeTestApp();
  });
  afterAll(async () => harness.close());

  it('moves the expiry 7 days later and creates a one-time 15% coupon at Stripe, once', async () => {
    const user = await buildUser(harness.app);
    expect((await offer(harness, user)).json()).toMatchObject({ claimed: false, coupon_code: null, checkout_applies: true });
    const before = (await expiryOf(harness, user))!;
    const response = await claim(harness, user);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ claimed: true, coupon_redeemed: false, checkout_applies: true });
    expect(body.coupon_code).toMatch(/^REVIEW15-[0-9A-F]{8}$/);
    expect(Date.parse(body.expiry_date) - before.getTime()).toBe(7 * DAY_MS);
    expect((await expiryOf(harness, user))!.toISOString()).toBe(body.expiry_date);
    expect(harness.stripe.coupons.get(body.coupon_code)).toMatchObject({ percent_off: 15, duration: 'once', max_redemptions: 1, metadata: { user_id: user.unique_id } });

    const again = await claim(harness, user);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('review_offer_claimed');
    expect((await expiryOf(harness, user))!.toISOString()).toBe(body.expiry_date);
    expect((await offer(harness, user)).json()).toMatchObject({ claimed: true, coupon_code: body.coupon_code, expiry_date: body.expiry_date });
    // One audit entry (issue 22), by the person, with the expiry before and after; the refused second claim wrote none.
    const entries = await harness.ctx.db.select().from(auditLog).where(eq(auditLog.targetUserId, user.unique_id));
    expect(entries.map((entry) => ({ actor: entry.actor, action: entry.action, before: entry.before, after: entry.after }))).toEqual([
      { actor: user.email, action: 'expiry.review_offer', before: expect.objectContaining({ expiry_date: before.toISOString() }), after: expect.objectContaining({ expiry_date: body.expiry_date }) },
    ]);
  });

  it('gives one offer when claimed several times at once', async () => {
    const user = await buildUser(harness.app);
    const before = (await expiryOf(harness, user))!;
    const statuses = (await Promise.all([claim(harness, user), claim(harness, user), claim(harness, user)])).map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409]);
    expect((await expiryOf(harness, user))!.getTime() - before.getTime()).toBe(7 * DAY_MS);
    const claims = await harness.ctx.db.select().from(reviewOfferClaims).where(eq(reviewOfferClaims.userId, user.unique_id));
    expect(claims).toHaveLength(1);
    // Coupons of claims that lost the race are deleted at Stripe: the user holds exactly one.
    const theirs = [...harness.stripe.coupons.values()].filter((coupon) => (coupon.metadata as { user_id?: string }).user_id === user.unique_id);
    expect(theirs.map((coupon) => coupon.id)).toEqual([claims[0]!.couponCode]);
  });

  it('Checkout applies the coupon, and the completed payment marks it redeemed so it cannot be used again', async () => {
    const user = await buildUser(harness.app);
    const code = (await claim(harness, user)).json().coupon_code as string;
    const checkout = (coupon: string, plan_id: string) =>
      harness.app.inject({ method: 'POST', url: '/api/billing/checkout', headers: { cookie: user.cookie }, payload: { unique_id: user.unique_id, plan_id, coupon } });
    const response = await checkout(code.toLowerCase(), 'premium_tier_1_monthly_june_2024');
    expect(response.statusCode, response.body).toBe(200);
    const sessionId = response.json().url.split('/').at(-1);
    const session = harness.stripe.sessions.get(sessionId)!;
    expect(session).toMatchObject({ discounts: [{ coupon: code }], metadata: { coupon_code: code }, amount_subtotal: 3900, amount_total: 3315 });
    expect((await harness.deliver(harness.stripe.completeSession(sessionId))).statusCode).toBe(200);
    expect((await offer(harness, user)).json().coupon_redeemed).toBe(true);
    expect((await checkout(code, 'premium_tier_2_monthly_june_2024')).json().error).toBe('coupon_invalid');
  });

  it('another user cannot use my coupon', async () => {
    const owner = await buildUser(harness.app);
    const thief = await buildUser(harness.app);
    const code = (await claim(harness, owner)).json().coupon_code as string;
    const response = await harness.app.inject({ method: 'POST', url: '/api/billing/checkout', headers: { cookie: thief.cookie }, payload: { unique_id: thief.unique_id, plan_id: 'pro_monthly_usd', coupon: code } });
    expect(response.json().error).toBe('coupon_invalid');
  });

  it('a coupon claimed before Stripe was configured is created at Stripe when Checkout first uses it', async () => {
    const user = await buildUser(harness.app);
    // As claimed on this installation before it had a Stripe key: the code exists only in our database.
    const code = `REVIEW15-${user.unique_id.slice(0, 8).toUpperCase()}`;
    await harness.ctx.db.insert(reviewOfferClaims).values({ userId: user.unique_id, reviewUrl: REVIEW_URL, couponCode: code, couponInStripe: false });
    expect(harness.stripe.coupons.has(code)).toBe(false);
    const response = await harness.app.inject({ method: 'POST', url: '/api/billing/checkout', headers: { cookie: user.cookie }, payload: { unique_id: user.unique_id, plan_id: 'pro_monthly_usd', coupon: code } });
    expect(response.statusCode, response.body).toBe(200);
    expect(harness.stripe.coupons.get(code)).toMatchObject({ percent_off: 15 });
  });

  it('when Stripe fails nothing is claimed', async () => {
    const user = await buildUser(harness.app);
    const before = await expiryOf(harness, user);
    harness.stripe.failNext();
    const response = await claim(harness, user);
    expect(response.statusCode).toBe(502);
    expect((await offer(harness, user)).json().claimed).toBe(false);
    expect(await expiryOf(harness, user)).toEqual(before);
    expect((await claim(harness, user)).statusCode).toBe(200);
  });

  it('refuses another user’s unique_id (403), no session (401) and a review link that is not a web address (400)', async () => {
    const user = await buildUser(harness.app);
    const other = await buildUser(harness.app);
    expect((await claim(harness, user, { unique_id: other.unique_id })).statusCode).toBe(403);
    expect((await harness.app.inject({ url: `/api/review/offer?unique_id=${other.unique_id}`, headers: { cookie: user.cookie } })).statusCode).toBe(403);
    expect((await claim(harness, { ...user, cookie: '' })).statusCode).toBe(401);
    const bad = await claim(harness, user, { review_url: 'javascript:alert(1)' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('review_url');
    expect((await offer(harness, user)).json().claimed).toBe(false);
  });
});

describe('the review offer without Stripe', () => {
  let harness: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    harness = await buildTestApp();
  });
  afterAll(async () => harness.close());

  it('gives a code an administrator honours, and extends an ended trial from now', async () => {
    const user = await buildUser(harness.app);
    await harness.ctx.db.update(users).set({ expiryDate: new Date(Date.now() - 3 * DAY_MS) }).where(eq(users.id, user.unique_id));
    const response = await claim(harness, user);
    expect(response.json()).toMatchObject({ claimed: true, checkout_applies: false });
    const days = ((await expiryOf(harness, user))!.getTime() - Date.now()) / DAY_MS;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
  });

  it('a plan without an end keeps no end; the coupon is still given', async () => {
    const user = await buildUser(harness.app);
    await assignPlan(harness.ctx.db, user.unique_id, findPlan('ltd_bundle_pass')!);
    const response = await claim(harness, user);
    expect(response.json()).toMatchObject({ claimed: true, expiry_date: null });
    expect(response.json().coupon_code).toMatch(/^REVIEW15-/);
    expect(await expiryOf(harness, user)).toBeNull();
  });
});
