import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TUpdateUserLimitsResponse } from '@core/api/accountLimits';
import { setPlan } from '../../admin/setPlan';
import { auditLog, users } from '../../db/schema';
import { buildUser, type TTestUser } from '../../test/factories';
import { buildTestApp, TEST_ORIGIN } from '../../test/testApp';

// The admin page's changes to an account (issue 22): add credits, add runs, extend expiry. Administrators
// only; each change and its audit entry (the administrator's email, before, after) in one transaction.
let harness: Awaited<ReturnType<typeof buildTestApp>>;
let admin: TTestUser;
beforeAll(async () => {
  harness = await buildTestApp({ ADMIN_EMAILS: 'actions-admin@example.com' });
  admin = await buildUser(harness.app, { email: 'actions-admin@example.com' });
}, 60_000);
afterAll(() => harness.close());

const DAY_MS = 86_400_000;
type TAction = 'credits' | 'runs' | 'expiry';
const post = (action: TAction, userId: string, payload: unknown, user: TTestUser | null = admin) =>
  harness.app.inject({
    method: 'POST',
    url: `/api/admin/users/${encodeURIComponent(userId)}/${action}`,
    headers: { origin: TEST_ORIGIN, ...(user ? { cookie: user.cookie } : {}) },
    payload: payload as object,
  });
const rowOf = async (user: TTestUser) => (await harness.ctx.db.select().from(users).where(eq(users.id, user.unique_id)))[0]!;
const auditOf = (user: TTestUser) => harness.ctx.db.select().from(auditLog).where(eq(auditLog.targetUserId, user.unique_id)).orderBy(desc(auditLog.at));

describe('POST /api/admin/users/:unique_id/credits', () => {
  it('adds credits exactly, answers the limits after, and logs the administrator with before and after', async () => {
    const writer = await buildUser(harness.app);
    const first = await post('credits', writer.unique_id, { amount: 0.1 });
    expect(first.statusCode, first.body).toBe(200);
    const second = await post('credits', writer.unique_id, { amount: 0.2 });
    const { user } = second.json<TUpdateUserLimitsResponse>();
    expect(user).toMatchObject({ unique_id: writer.unique_id, email: writer.email, additional_credits: '0.3' });
    expect((await rowOf(writer)).additionalCredits).toBe(0.3);
    const [latest, earlier, ...others] = await auditOf(writer);
    expect(others).toHaveLength(0);
    expect(earlier).toMatchObject({ actor: 'actions-admin@example.com', action: 'credits.add', subject: writer.email, before: { additional_credits: '0.0' }, after: { additional_credits: '0.1' } });
    const { unique_id: _id, email: _email, ...limits } = user;
    expect(latest).toMatchObject({ actor: 'actions-admin@example.com', action: 'credits.add', before: { additional_credits: '0.1' }, after: limits });
  });
});

describe('POST /api/admin/users/:unique_id/runs', () => {
  it('adds runs of one feature and logs it', async () => {
    const writer = await buildUser(harness.app);
    const response = await post('runs', writer.unique_id, { feature: 'content_optimization', count: 4 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<TUpdateUserLimitsResponse>().user.additional_runs).toEqual({ autoblog_workflow: 0, content_optimization: 4 });
    expect((await rowOf(writer)).additionalRuns).toEqual({ autoblog_workflow: 0, content_optimization: 4 });
    const [entry] = await auditOf(writer);
    expect(entry).toMatchObject({
      actor: 'actions-admin@example.com',
      action: 'runs.add',
      before: { additional_runs: { content_optimization: 0 } },
      after: { additional_runs: { content_optimization: 4 } },
    });
  });
});

describe('POST /api/admin/users/:unique_id/expiry', () => {
  it('moves a running expiry N days later and logs it', async () => {
    const writer = await buildUser(harness.app);
    const before = (await rowOf(writer)).expiryDate!;
    const response = await post('expiry', writer.unique_id, { days: 30 });
    expect(response.statusCode, response.body).toBe(200);
    const expected = new Date(before.getTime() + 30 * DAY_MS).toISOString();
    expect(response.json<TUpdateUserLimitsResponse>().user.expiry_date).toBe(expected);
    const [entry] = await auditOf(writer);
    expect(entry).toMatchObject({ actor: 'actions-admin@example.com', action: 'expiry.extend', before: { expiry_date: before.toISOString() }, after: { expiry_date: expected } });
  });

  it('counts from today when the expiry has passed', async () => {
    const writer = await buildUser(harness.app);
    await harness.ctx.db.update(users).set({ expiryDate: new Date(Date.now() - 10 * DAY_MS) }).where(eq(users.id, writer.unique_id));
    const started = Date.now();
    const { user } = (await post('expiry', writer.unique_id, { days: 2 })).json<TUpdateUserLimitsResponse>();
    const expiry = new Date(user.expiry_date!).getTime();
    expect(expiry).toBeGreaterThanOrEqual(started + 2 * DAY_MS);
    expect(expiry).toBeLessThan(Date.now() + 2 * DAY_MS + 1_000);
  });

  it('refuses an account whose plan does not end (400), changing and logging nothing', async () => {
    const writer = await buildUser(harness.app);
    await setPlan(harness.ctx.db, writer.email, 'ltd_bundle_pass');
    const logged = (await auditOf(writer)).length;
    const response = await post('expiry', writer.unique_id, { days: 5 });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(`${writer.email} has no expiry date (its plan does not end); there is nothing to extend.`);
    expect((await rowOf(writer)).expiryDate).toBeNull();
    expect(await auditOf(writer)).toHaveLength(logged);
  });
});

describe('the account actions refuse', () => {
  it.each([
    ['credits', {}, 'amount must be a number of credits.'],
    ['credits', { amount: null }, 'amount must be a number of credits.'],
    ['credits', { amount: 0 }, 'amount must be above 0.'],
    ['credits', { amount: -5 }, 'amount must be above 0.'],
    ['credits', { amount: 0.05 }, 'at most one decimal'],
    ['credits', { amount: 1_000_001 }, 'amount is at most 1,000,000.'],
    ['credits', { amount: '5' }, 'amount must be a number of credits.'],
    ['runs', { count: 3 }, 'feature is one of: autoblog_workflow, content_optimization.'],
    ['runs', { feature: 'brand_voice', count: 3 }, 'feature is one of'],
    ['runs', { feature: 'autoblog_workflow' }, 'count must be a whole number of runs.'],
    ['runs', { feature: 'autoblog_workflow', count: 0 }, 'count is at least 1.'],
    ['runs', { feature: 'autoblog_workflow', count: 1.5 }, 'count is a whole number of runs.'],
    ['runs', { feature: 'autoblog_workflow', count: 1_000_001 }, 'count is at most 1,000,000.'],
    ['expiry', {}, 'days must be a whole number of days.'],
    ['expiry', { days: 0 }, 'days is at least 1.'],
    ['expiry', { days: 2.5 }, 'days is a whole number.'],
    ['expiry', { days: 3_651 }, 'days is at most 3,650 (ten years).'],
  ] as const)('%s with %j: 400 (%s), nothing changed or logged', async (action, payload, message) => {
    const writer = await buildUser(harness.app);
    const before = await rowOf(writer);
    const response = await post(action, writer.unique_id, payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toContain(message);
    expect(await rowOf(writer)).toEqual(before);
    expect(await auditOf(writer)).toHaveLength(0);
  });

  it('an account that does not exist: 404, nothing logged', async () => {
    const logged = await harness.ctx.db.$count(auditLog);
    for (const [action, payload] of [['credits', { amount: 5 }], ['runs', { feature: 'autoblog_workflow', count: 1 }], ['expiry', { days: 1 }]] as const) {
      const response = await post(action, 'no-such-account', payload);
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json().message).toBe('No account has this unique_id.');
    }
    expect(await harness.ctx.db.$count(auditLog)).toBe(logged);
  });

  it('anyone but an administrator, even on their own account: 403 signed in, 401 without a session; nothing changed or logged', async () => {
    const writer = await buildUser(harness.app);
    const before = await rowOf(writer);
    const calls = [['credits', { amount: 500 }], ['runs', { feature: 'autoblog_workflow', count: 9 }], ['expiry', { days: 365 }]] as const;
    for (const [action, payload] of calls) {
      const forbidden = await post(action, writer.unique_id, payload, writer);
      expect(forbidden.statusCode, forbidden.body).toBe(403);
      expect(forbidden.json().message).toBe('Only administrators can change plans, credits and expiry.');
      expect((await post(action, writer.unique_id, payload, null)).statusCode).toBe(401);
    }
    expect(await rowOf(writer)).toEqual(before);
    expect(await auditOf(writer)).toHaveLength(0);
  });
});
