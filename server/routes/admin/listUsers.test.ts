import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAdminUsersResponse, TAssignablePlansResponse } from '@core/api/admin';
import { users } from '../../db/schema';
import { buildUser, type TTestUser } from '../../test/factories';
import { buildTestApp, TEST_ORIGIN } from '../../test/testApp';

// GET /api/admin/users and GET /api/admin/plans (issue 22): administrators only; search, paging, exact credits.
let harness: Awaited<ReturnType<typeof buildTestApp>>;
let admin: TTestUser;
beforeAll(async () => {
  harness = await buildTestApp({ ADMIN_EMAILS: 'users-admin@example.com' });
  admin = await buildUser(harness.app, { email: 'users-admin@example.com' });
}, 60_000);
afterAll(() => harness.close());

const get = (url: string, user: TTestUser | null = admin) =>
  harness.app.inject({ method: 'GET', url, headers: { origin: TEST_ORIGIN, ...(user ? { cookie: user.cookie } : {}) } });
const list = async (query: string) => {
  const response = await get(`/api/admin/users?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TAdminUsersResponse>();
};

describe('GET /api/admin/users', () => {
  it('lists an account with its plan, exact credits, runs and expiry', async () => {
    const writer = await buildUser(harness.app, { name: 'Figures Person' });
    await harness.ctx.db
      .update(users)
      .set({ creditsUsed: 12.3, additionalCredits: 0.1, additionalRuns: { autoblog_workflow: 2, content_optimization: 0 } })
      .where(eq(users.id, writer.unique_id));
    const { users: found, total } = await list(`search=${encodeURIComponent(writer.email)}`);
    expect(total).toBe(1);
    const [row] = await harness.ctx.db.select().from(users).where(eq(users.id, writer.unique_id));
    expect(found[0]).toEqual({
      unique_id: writer.unique_id,
      email: writer.email,
      name: 'Figures Person',
      plan_name: '5-day-trial-plan',
      credit_limit: '200.0',
      credits_used: '12.3',
      additional_credits: '0.1',
      feature_runs: row!.featureRuns,
      additional_runs: { autoblog_workflow: 2, content_optimization: 0 },
      expiry_date: row!.expiryDate!.toISOString(),
      created_date: row!.createdAt.toISOString(),
    });
  });

  it('searches email and name in any case, treating % and _ as plain characters', async () => {
    const tag = crypto.randomBytes(4).toString('hex');
    const byName = await buildUser(harness.app, { name: `Grace ${tag} Hopper` });
    const byEmail = await buildUser(harness.app, { email: `${tag}-mail@example.com` });
    await buildUser(harness.app, { name: 'Someone Else' });
    const found = await list(`search=${tag.toUpperCase()}`);
    expect(found.users.map((user) => user.email).toSorted()).toEqual([byName.email, byEmail.email].toSorted());
    expect(found.total).toBe(2);
    expect((await list('search=%25')).total).toBe(0);
    expect((await list('search=_')).total).toBe(0);
  });

  it('pages newest first with a bounded page size, and counts every match', async () => {
    const tag = `pager${crypto.randomBytes(4).toString('hex')}`;
    const made: string[] = [];
    for (let i = 0; i < 5; i++) made.push((await buildUser(harness.app, { name: `${tag} ${i}` })).email);
    const first = await list(`search=${tag}&page=1&page_size=2`);
    const second = await list(`search=${tag}&page=2&page_size=2`);
    const third = await list(`search=${tag}&page=3&page_size=2`);
    expect([first.total, first.page, first.page_size]).toEqual([5, 1, 2]);
    expect([...first.users, ...second.users, ...third.users].map((user) => user.email)).toEqual(made.toReversed());
    expect((await list(`search=${tag}&page=4&page_size=2`)).users).toEqual([]);
    expect((await list(`search=${tag}`)).page_size).toBe(20);
  });

  it.each([
    ['page_size=101', 'page_size is at most 100.'],
    ['page_size=0', 'page_size is at least 1.'],
    ['page=0', 'page is at least 1.'],
    ['page=1.5', 'page is a whole number.'],
    ['page=abc', 'page must be a number.'],
    [`search=${'x'.repeat(201)}`, 'The search is at most 200 characters.'],
  ])('refuses %s with 400 and a readable message', async (query, message) => {
    const response = await get(`/api/admin/users?${query}`);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('refuses anyone but an administrator: 401 without a session, 403 signed in', async () => {
    const writer = await buildUser(harness.app);
    expect((await get('/api/admin/users', null)).statusCode).toBe(401);
    const forbidden = await get('/api/admin/users', writer);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe('Only administrators can see accounts and the audit log.');
    expect((await get('/api/admin/plans', null)).statusCode).toBe(401);
    expect((await get('/api/admin/plans', writer)).statusCode).toBe(403);
  });
});

describe('GET /api/admin/plans', () => {
  it('lists every plan an account may be put on, without the no-user case', async () => {
    const response = await get('/api/admin/plans');
    expect(response.statusCode).toBe(200);
    const { plans } = response.json<TAssignablePlansResponse>();
    expect(plans).toContainEqual({ id: 'premium_tier_1_monthly_june_2024', name: expect.any(String) });
    expect(plans.map((plan) => plan.id)).toContain('5-day-trial-plan');
    expect(plans.map((plan) => plan.id)).not.toContain('no_user');
  });
});
