import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema';
import { buildTestApp } from '../../test/testApp';
import { buildUser, type TTestUser } from '../../test/factories';

let harness: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  harness = await buildTestApp();
});
afterAll(async () => harness.close());

const extend = (user: TTestUser, body: object = {}) =>
  harness.app.inject({
    method: 'PUT',
    url: '/api/v2/update/user/expiry',
    headers: { cookie: user.cookie },
    payload: { unique_id: user.unique_id, expiry_days: 7, ...body },
  });
const setUser = (user: TTestUser, values: Partial<typeof users.$inferInsert>) =>
  harness.ctx.db.update(users).set(values).where(eq(users.id, user.unique_id));
const expiryOf = async (user: TTestUser) =>
  (await harness.ctx.db.select({ expiry: users.expiryDate }).from(users).where(eq(users.id, user.unique_id)))[0]!.expiry!;

describe('PUT /api/v2/update/user/expiry', () => {
  it('refuses a trial that has not reached a threshold, with the spec’s message, changing nothing', async () => {
    const user = await buildUser(harness.app);
    await setUser(user, { creditsUsed: 49.9 });
    const before = await expiryOf(user);
    const response = await extend(user);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Unable to extend your trial. Please contact support');
    expect(await expiryOf(user)).toEqual(before);
  });

  it('adds 7 days once 50 credits are used, and only once', async () => {
    const user = await buildUser(harness.app);
    await setUser(user, { creditsUsed: 50 });
    const before = await expiryOf(user);
    const response = await extend(user);
    expect(response.statusCode).toBe(200);
    expect(Date.parse(response.json().expiry_date) - before.getTime()).toBe(7 * 86_400_000);
    expect((await extend(user)).statusCode).toBe(400);
    // One audit entry (issue 22), by the person, with the expiry before and after; the refusal wrote none.
    const entries = await harness.ctx.db.select().from(auditLog).where(eq(auditLog.targetUserId, user.unique_id));
    expect(entries.map((entry) => ({ actor: entry.actor, action: entry.action, before: entry.before, after: entry.after }))).toEqual([
      { actor: user.email, action: 'expiry.trial_extend', before: expect.objectContaining({ expiry_date: before.toISOString() }), after: expect.objectContaining({ expiry_date: response.json().expiry_date }) },
    ]);
    const details = await harness.app.inject({ url: `/api/fetch/user/details?unique_id=${user.unique_id}`, headers: { cookie: user.cookie } });
    expect(details.json()).toMatchObject({ free_trial_offer_extended: true, expiry_date: response.json().expiry_date });
  });

  it('counts used runs: two articles earn it', async () => {
    const user = await buildUser(harness.app);
    await setUser(user, { featureRuns: { autoblog_workflow: 1, content_optimization: 15 } });
    expect((await extend(user)).statusCode).toBe(200);
  });

  it('extends an ended trial from now, once, even when asked twice at the same time', async () => {
    const user = await buildUser(harness.app);
    await setUser(user, { creditsUsed: 60, expiryDate: new Date(Date.now() - 3 * 86_400_000) });
    const statuses = (await Promise.all([extend(user), extend(user), extend(user)])).map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 400, 400]);
    const days = ((await expiryOf(user)).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
  });

  it('refuses paid plans, other users, and other numbers of days', async () => {
    const user = await buildUser(harness.app);
    await setUser(user, { creditsUsed: 80, planName: 'team_annual_april_2024' });
    expect((await extend(user)).statusCode).toBe(400);
    const other = await buildUser(harness.app);
    expect((await extend(user, { unique_id: other.unique_id })).statusCode).toBe(403);
    const days = await extend(other, { expiry_days: 30 });
    expect(days.statusCode).toBe(400);
    expect(days.json()).toMatchObject({ field: 'expiry_days', message: 'expiry_days must be 7.' });
  });
});
