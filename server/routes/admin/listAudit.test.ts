import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAdminAuditResponse } from '@core/api/admin';
import { buildUser, type TTestUser } from '../../test/factories';
import { buildTestApp, TEST_ORIGIN } from '../../test/testApp';

// GET /api/admin/audit (issue 22): the audit log for administrators, newest first, paged, filtered by account email.
let harness: Awaited<ReturnType<typeof buildTestApp>>;
let admin: TTestUser;
beforeAll(async () => {
  harness = await buildTestApp({ ADMIN_EMAILS: 'audit-admin@example.com' });
  admin = await buildUser(harness.app, { email: 'audit-admin@example.com' });
}, 60_000);
afterAll(() => harness.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, user: TTestUser | null = admin, payload?: object) =>
  harness.app.inject({ method, url, headers: { origin: TEST_ORIGIN, ...(user ? { cookie: user.cookie } : {}) }, payload });
const audit = async (query: string) => {
  const response = await call('GET', `/api/admin/audit?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TAdminAuditResponse>();
};

describe('GET /api/admin/audit', () => {
  it('shows what the admin API changed, newest first, for one account', async () => {
    const writer = await buildUser(harness.app);
    const other = await buildUser(harness.app);
    expect((await call('PUT', '/api/update/user', admin, { unique_id: writer.unique_id, plan_name: 'premium_tier_1_monthly_june_2024' })).statusCode).toBe(200);
    expect((await call('POST', `/api/admin/users/${writer.unique_id}/credits`, admin, { amount: 25 })).statusCode).toBe(200);
    expect((await call('POST', `/api/admin/users/${other.unique_id}/credits`, admin, { amount: 1 })).statusCode).toBe(200);
    const { entries, total, page, page_size } = await audit(`subject=${encodeURIComponent(writer.email.toUpperCase())}`);
    expect([total, page, page_size]).toEqual([2, 1, 20]);
    expect(entries.map((entry) => [entry.actor, entry.action, entry.subject])).toEqual([
      ['audit-admin@example.com', 'credits.add', writer.email],
      ['audit-admin@example.com', 'plan.set', writer.email],
    ]);
    expect(entries[0]).toMatchObject({ before: { additional_credits: '0.0' }, after: { additional_credits: '25.0' } });
    expect(entries[1]!.before).toMatchObject({ plan_name: '5-day-trial-plan' });
    expect(Date.parse(entries[0]!.at)).toBeGreaterThanOrEqual(Date.parse(entries[1]!.at));
  });

  it('lists flag changes too, and pages with a bounded page size', async () => {
    expect((await call('PUT', '/api/admin/flags/files-limit', admin, { overrides: [{ value: 4 }] })).statusCode).toBe(200);
    expect((await call('PUT', '/api/admin/flags/files-limit', admin, { overrides: [{ value: 5 }] })).statusCode).toBe(200);
    expect((await call('PUT', '/api/admin/flags/files-limit', admin, { overrides: [] })).statusCode).toBe(200);
    const first = await audit('subject=files-limit&page_size=2');
    const second = await audit('subject=files-limit&page_size=2&page=2');
    expect(first.total).toBe(3);
    expect(first.entries).toHaveLength(2);
    expect(second.entries).toHaveLength(1);
    expect([...first.entries, ...second.entries].map((entry) => entry.after)).toEqual([{ overrides: [] }, { overrides: [{ value: 5 }] }, { overrides: [{ value: 4 }] }]);
    expect(first.entries[0]).toMatchObject({ actor: 'audit-admin@example.com', action: 'flag.set', subject: 'files-limit' });
    const all = await audit('page_size=100');
    expect(all.total).toBeGreaterThanOrEqual(6);
  });

  it.each([
    ['page_size=101', 'page_size is at most 100.'],
    ['page=0', 'page is at least 1.'],
    [`subject=${'a'.repeat(201)}`, 'The search is at most 200 characters.'],
  ])('refuses %s with 400', async (query, message) => {
    const response = await call('GET', `/api/admin/audit?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('refuses anyone but an administrator: 401 without a session, 403 signed in', async () => {
    const writer = await buildUser(harness.app);
    expect((await call('GET', '/api/admin/audit', null)).statusCode).toBe(401);
    const forbidden = await call('GET', '/api/admin/audit', writer);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe('Only administrators can see accounts and the audit log.');
  });
});
