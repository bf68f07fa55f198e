import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TUpdateUserLimitsResponse } from '@core/api/accountLimits';
import { auditLog, users } from '../../db/schema';
import { buildUser, type TTestUser } from '../../test/factories';
import { buildTestApp, TEST_ORIGIN } from '../../test/testApp';

// PUT /api/update/user (spec §7, issue 22): administrators only, every change written to the audit log.
let harness: Awaited<ReturnType<typeof buildTestApp>>;
let admin: TTestUser;
beforeAll(async () => {
  harness = await buildTestApp({ ADMIN_EMAILS: 'limits-admin@example.com' });
  admin = await buildUser(harness.app, { email: 'limits-admin@example.com' });
}, 60_000);
afterAll(() => harness.close());

const put = (user: TTestUser | null, payload: Record<string, unknown>) =>
  harness.app.inject({ method: 'PUT', url: '/api/update/user', headers: { origin: TEST_ORIGIN, ...(user ? { cookie: user.cookie } : {}) }, payload });
const accountRow = async (user: TTestUser) => (await harness.ctx.db.select().from(users).where(eq(users.id, user.unique_id)))[0]!;
const auditOf = (user: TTestUser) => harness.ctx.db.select().from(auditLog).where(eq(auditLog.targetUserId, user.unique_id)).orderBy(desc(auditLog.at));

describe('PUT /api/update/user by an administrator', () => {
  it('puts an account on a plan as a purchase would, and logs who did it with the limits before and after', async () => {
    const writer = await buildUser(harness.app);
    const response = await put(admin, { unique_id: writer.unique_id, plan_name: 'premium_tier_1_monthly_june_2024' });
    expect(response.statusCode, response.body).toBe(200);
    const { user } = response.json<TUpdateUserLimitsResponse>();
    expect(user).toMatchObject({ unique_id: writer.unique_id, email: writer.email, plan_name: 'premium_tier_1_monthly_june_2024' });
    expect(Number(user.credit_limit)).toBeGreaterThan(0);
    expect((await accountRow(writer)).planName).toBe('premium_tier_1_monthly_june_2024');

    const [entry, ...others] = await auditOf(writer);
    expect(others).toHaveLength(0);
    expect(entry).toMatchObject({ actor: 'limits-admin@example.com', action: 'plan.set', subject: writer.email });
    expect(entry!.before).toMatchObject({ plan_name: '5-day-trial-plan' });
    // The entry's "after" is what the call answered: the same read, in the same transaction.
    const { unique_id: _id, email: _email, ...limits } = user;
    expect(entry!.after).toEqual(limits);
  });

  it('sets a credit limit in tenths and an expiry in days, exactly, and logs it as a limits update', async () => {
    const writer = await buildUser(harness.app);
    const before = Date.now();
    const response = await put(admin, { unique_id: writer.unique_id, credit_limit: 1234.5, expiry_days: 30 });
    expect(response.statusCode, response.body).toBe(200);
    const { user } = response.json<TUpdateUserLimitsResponse>();
    expect(user.credit_limit).toBe('1234.5');
    const expiry = new Date(user.expiry_date!).getTime();
    expect(expiry).toBeGreaterThanOrEqual(before + 30 * 86_400_000);
    expect(expiry).toBeLessThan(Date.now() + 30 * 86_400_000 + 1_000);
    const row = await accountRow(writer);
    expect(row.creditLimit).toBe(1234.5);
    const [entry] = await auditOf(writer);
    expect(entry).toMatchObject({ action: 'limits.update', after: { credit_limit: '1234.5', expiry_date: user.expiry_date } });
    expect((entry!.before as { credit_limit: string }).credit_limit).not.toBe('1234.5');
  });

  it('answers 404 for an account that does not exist, and logs nothing', async () => {
    const entries = await harness.ctx.db.$count(auditLog);
    const response = await put(admin, { unique_id: 'no-such-account', credit_limit: 10 });
    expect(response.statusCode, response.body).toBe(404);
    expect(response.json().message).toBe('No account has this unique_id.');
    expect(await harness.ctx.db.$count(auditLog)).toBe(entries);
  });

  it.each([
    [{}, 'nothing to change'],
    [{ credit_limit: -1 }, 'cannot be negative'],
    [{ credit_limit: 0.05 }, 'one decimal'],
    [{ credit_limit: 100_000_001 }, 'at most 100,000,000'],
    [{ expiry_days: 0 }, 'expiry_days is at least 1.'],
    [{ expiry_days: 1.5 }, 'whole number of days'],
    [{ expiry_days: 3_651 }, 'expiry_days is at most 3,650'],
    [{ plan_name: ' ' }, 'plan_name is empty'],
    [{ plan_name: 'premium_tier_1_montly_june_2024' }, 'Did you mean: premium_tier_1_monthly_june_2024'],
    [{ plan_name: 'no-user' }, 'Unknown plan id'],
  ])('refuses %j with 400 (%s), changing and logging nothing', async (payload, message) => {
    const writer = await buildUser(harness.app);
    const before = await accountRow(writer);
    const response = await put(admin, { unique_id: writer.unique_id, ...payload });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.body).toContain(message);
    expect(await accountRow(writer)).toEqual(before);
    expect(await auditOf(writer)).toHaveLength(0);
  });
});

describe('PUT /api/update/user by anyone else', () => {
  it('refuses a signed-in person, even for their own account: 403, nothing changed, nothing logged', async () => {
    const writer = await buildUser(harness.app);
    const other = await buildUser(harness.app);
    const before = await accountRow(writer);
    for (const target of [writer, other]) {
      const response = await put(writer, { unique_id: target.unique_id, credit_limit: 99_999, plan_name: 'premium_tier_1_monthly_june_2024' });
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json().message).toBe('Only administrators can change plans, credits and expiry.');
    }
    expect(await accountRow(writer)).toEqual(before);
    expect(await auditOf(writer)).toHaveLength(0);
    expect(await auditOf(other)).toHaveLength(0);
  });

  it('answers 401 without a session', async () => {
    const writer = await buildUser(harness.app);
    expect((await put(null, { unique_id: writer.unique_id, credit_limit: 5 })).statusCode).toBe(401);
    expect(await auditOf(writer)).toHaveLength(0);
  });
});
