import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAdminFlag } from '@core/api/adminFlags';
import { auditLog } from '../../db/schema';
import { buildUser, type TTestUser } from '../../test/factories';
import { buildTestApp, TEST_ORIGIN } from '../../test/testApp';

let harness: Awaited<ReturnType<typeof buildTestApp>>;
let admin: TTestUser;
beforeAll(async () => {
  harness = await buildTestApp({ ADMIN_EMAILS: 'someone@example.com, ADMIN@example.com' });
  admin = await buildUser(harness.app, { email: 'admin@example.com' });
});
afterAll(async () => harness.close());

const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, user?: TTestUser, payload?: unknown) =>
  harness.app.inject({ method, url, headers: { origin: TEST_ORIGIN, ...(user ? { cookie: user.cookie } : {}) }, payload: payload as object });
const flagAudit = (flagId: string) => harness.ctx.db.select().from(auditLog).where(eq(auditLog.subject, flagId)).orderBy(asc(auditLog.at));
const flagsOf = async (user: TTestUser) => {
  const response = await call('GET', `/api/fetch/user/flags?unique_id=${user.unique_id}`, user);
  expect(response.statusCode).toBe(200);
  return response.json<{ flags: Record<string, unknown> }>().flags;
};

describe('admin flags API', () => {
  it('lists every flag with its type, plan-table default and overrides', async () => {
    const response = await call('GET', '/api/admin/flags', admin);
    expect(response.statusCode).toBe(200);
    const flags = response.json<{ flags: TAdminFlag[] }>().flags;
    const docs = flags.find((flag) => flag.id === 'docs')!;
    expect(docs).toMatchObject({ type: 'boolean', overrides: [], updated_by: null });
    expect(docs.defaults.find((group) => group.value === true)?.plans).toContain('5-day-trial-plan');
    expect(flags.find((flag) => flag.id === 'files-limit')?.type).toBe('number');
  });

  it('sets overrides by plan and by email, seen at once by the user, and removes them', async () => {
    const writer = await buildUser(harness.app);
    const other = await buildUser(harness.app);
    expect(await flagsOf(writer)).toMatchObject({ docs: true, 'files-limit': 3 });

    const put = await call('PUT', '/api/admin/flags/docs', admin, {
      overrides: [{ value: false, plans: ['5-day-trial-plan'] }, { value: true, emails: [other.email.toUpperCase()] }],
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json<TAdminFlag>()).toMatchObject({
      overrides: [{ value: true, emails: [other.email] }, { value: false, plans: ['5-day-trial-plan'] }],
      updated_by: 'admin@example.com',
    });
    expect((await call('PUT', '/api/admin/flags/files-limit', admin, { overrides: [{ value: 7, emails: [writer.email] }] })).statusCode).toBe(200);
    expect(await flagsOf(writer)).toMatchObject({ docs: false, 'files-limit': 7 });
    expect(await flagsOf(other)).toMatchObject({ docs: true, 'files-limit': 3 });

    const listed = (await call('GET', '/api/admin/flags', admin)).json<{ flags: TAdminFlag[] }>().flags;
    expect(listed.find((flag) => flag.id === 'docs')?.overrides).toHaveLength(2);

    const removed = await call('DELETE', '/api/admin/flags/docs', admin);
    expect(removed.statusCode).toBe(200);
    expect(removed.json<TAdminFlag>().overrides).toEqual([]);
    expect((await call('PUT', '/api/admin/flags/files-limit', admin, { overrides: [] })).statusCode).toBe(200);
    expect(await flagsOf(writer)).toMatchObject({ docs: true, 'files-limit': 3 });
  });

  it('refuses values of the wrong type, unknown plans, bad emails and unknown flags with clear messages', async () => {
    const bad = async (url: string, overrides: unknown, status = 400) => {
      const response = await call('PUT', url, admin, { overrides });
      expect(response.statusCode, response.body).toBe(status);
      return response.json<{ message: string }>().message;
    };
    expect(await bad('/api/admin/flags/docs', [{ value: 'yes' }])).toBe('Flag "docs" holds a boolean; "yes" is not one.');
    expect(await bad('/api/admin/flags/files-limit', [{ value: '5' }])).toBe('Flag "files-limit" holds a number; "5" is not one.');
    expect(await bad('/api/admin/flags/docs', [{ value: false, plans: ['pro_monthly'] }])).toMatch(/Unknown plan id "pro_monthly"\. Did you mean: .*pro_monthly_usd/);
    expect(await bad('/api/admin/flags/docs', [{ value: false, emails: ['nobody'] }])).toBe('"nobody" is not an email address.');
    expect(await bad('/api/admin/flags/docs', [{ value: false }, { value: true }])).toBe('Two overrides of "docs" are for the same everyone.');
    expect(await bad('/api/admin/flags/brand-voices', [{ value: false }], 404)).toMatch(/^Unknown flag "brand-voices"\. Did you mean: brand-voice/);
    expect(await bad('/api/admin/flags/docs', [{ plans: ['5-day-trial-plan'] }])).toBeTruthy();
    expect((await call('GET', '/api/admin/flags', admin)).json<{ flags: TAdminFlag[] }>().flags.every((flag) => flag.overrides.length === 0)).toBe(true);
  });

  it('writes every change to the audit log with the administrator, and the overrides before and after', async () => {
    const writer = await buildUser(harness.app);
    const first = [{ value: 9, emails: [writer.email] }];
    expect((await call('PUT', '/api/admin/flags/urls-limit', admin, { overrides: first })).statusCode).toBe(200);
    // The same overrides again change nothing, so nothing is logged.
    expect((await call('PUT', '/api/admin/flags/urls-limit', admin, { overrides: first })).statusCode).toBe(200);
    expect((await call('DELETE', '/api/admin/flags/urls-limit', admin)).statusCode).toBe(200);
    const entries = await flagAudit('urls-limit');
    expect(entries.map((entry) => ({ actor: entry.actor, action: entry.action, before: entry.before, after: entry.after, targetUserId: entry.targetUserId }))).toEqual([
      { actor: 'admin@example.com', action: 'flag.set', before: { overrides: [] }, after: { overrides: first }, targetUserId: null },
      { actor: 'admin@example.com', action: 'flag.set', before: { overrides: first }, after: { overrides: [] }, targetUserId: null },
    ]);
  });

  it('refuses non-admins (403) and callers without a session (401), logging nothing', async () => {
    const writer = await buildUser(harness.app);
    const logged = await harness.ctx.db.$count(auditLog);
    const forbidden = await call('GET', '/api/admin/flags', writer);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json<{ message: string }>().message).toBe('Only administrators can change feature flags.');
    expect((await call('PUT', '/api/admin/flags/docs', writer, { overrides: [{ value: false }] })).statusCode).toBe(403);
    expect((await call('DELETE', '/api/admin/flags/docs', writer)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/flags')).statusCode).toBe(401);
    expect((await call('PUT', '/api/admin/flags/docs', undefined, { overrides: [{ value: false }] })).statusCode).toBe(401);
    expect((await call('DELETE', '/api/admin/flags/docs')).statusCode).toBe(401);
    expect(await harness.ctx.db.$count(auditLog)).toBe(logged);
  });

  it('tells the browser who is an administrator', async () => {
    const writer = await buildUser(harness.app);
    const details = async (user: TTestUser) => (await call('GET', `/api/fetch/user/details?unique_id=${user.unique_id}`, user)).json<{ is_admin: boolean }>().is_admin;
    expect(await details(admin)).toBe(true);
    expect(await details(writer)).toBe(false);
    expect(admin.is_admin).toBe(true);
  });
});
