import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANOTHER_DEVICE_MESSAGE } from '@core/api/account';
import { users } from '../db/schema';
import { rowsOf } from '../db/rows';
import { buildUser, sessionCookie, type TTestUser } from '../test/factories';
import { buildTestApp, TEST_ORIGIN } from '../test/testApp';
import { sessionTokenHash } from './endedSessions';

// Spec §4 "another device logged in": a plan with one session at a time ends the older session on a new sign-in.
let harness: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  harness = await buildTestApp();
}, 60_000);
afterAll(() => harness.close());

const signIn = async (user: TTestUser) => {
  const response = await harness.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
    payload: { email: user.email, password: user.password },
  });
  expect(response.statusCode, response.body).toBe(200);
  return sessionCookie(response.headers['set-cookie']);
};
const details = (user: TTestUser, cookie: string) => harness.app.inject({ url: `/api/fetch/user/details?unique_id=${user.unique_id}`, headers: { cookie } });
const getSession = (cookie: string) => harness.app.inject({ url: '/api/auth/get-session', headers: { cookie, origin: TEST_ORIGIN } });
const onPlan = (user: TTestUser, plan: string) => harness.ctx.db.update(users).set({ planName: plan }).where(eq(users.id, user.unique_id));

describe('another device signing in', () => {
  it('on a one-session plan, ends the first session: its calls answer 401 with the reason, the new one works', async () => {
    const writer = await buildUser(harness.app);
    await onPlan(writer, 'pro_monthly_usd_49');
    const first = await signIn(writer);
    expect((await details(writer, first)).statusCode).toBe(200);
    const second = await signIn(writer);

    const refused = await details(writer, first);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ error: 'another_device', message: ANOTHER_DEVICE_MESSAGE });
    // The app's boot reads the session first: it hears the reason too, and the stale cookie is cleared.
    const session = await getSession(first);
    expect(session.statusCode).toBe(401);
    expect(session.json()).toMatchObject({ code: 'another_device', message: ANOTHER_DEVICE_MESSAGE });
    expect(String(session.headers['set-cookie'])).toMatch(/better-auth\.session_token=;.*Max-Age=0/);
    expect((await details(writer, second)).statusCode).toBe(200);
    expect((await getSession(second)).json()).toMatchObject({ user: { id: writer.unique_id } });
    // Sign-up's own session (buildUser's cookie) was older too.
    expect((await details(writer, writer.cookie)).json()).toMatchObject({ error: 'another_device' });

    // Only a hash of the ended token is kept.
    const rows = rowsOf<{ token_hash: string; reason: string }>(await harness.ctx.db.execute(sql`select token_hash, reason from ended_sessions where user_id = ${writer.unique_id}`));
    const token = decodeURIComponent(first.split('=')[1]!).split('.')[0]!;
    expect(rows).toContainEqual({ token_hash: sessionTokenHash(token), reason: 'another_device' });
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('on a plan that allows several sessions, keeps both', async () => {
    const writer = await buildUser(harness.app);
    await onPlan(writer, 'premium_tier_2_monthly_june_2024');
    const first = await signIn(writer);
    const second = await signIn(writer);
    expect((await details(writer, first)).statusCode).toBe(200);
    expect((await details(writer, second)).statusCode).toBe(200);
    expect((await details(writer, writer.cookie)).statusCode).toBe(200);
    const trial = await buildUser(harness.app);
    await signIn(trial);
    expect((await details(trial, trial.cookie)).statusCode).toBe(200);
  });

  it('forgets reasons no browser can still ask for (older than the cookie lives) at the next ended session', async () => {
    const writer = await buildUser(harness.app);
    await onPlan(writer, 'pro_monthly_usd_49');
    await harness.ctx.db.execute(sql`insert into ended_sessions (token_hash, user_id, reason, ended_at) values ('old-hash', ${writer.unique_id}, 'another_device', now() - interval '9 days'), ('recent-hash', ${writer.unique_id}, 'another_device', now() - interval '6 days')`);
    await signIn(writer);
    const kept = rowsOf<{ token_hash: string }>(await harness.ctx.db.execute(sql`select token_hash from ended_sessions where user_id = ${writer.unique_id}`)).map((row) => row.token_hash);
    expect(kept).toContain('recent-hash');
    expect(kept).not.toContain('old-hash');
    expect(kept).toHaveLength(2);
  });

  it('a plain sign-out is a plain 401, with no reason', async () => {
    const writer = await buildUser(harness.app);
    await onPlan(writer, 'pro_monthly_usd_49');
    const cookie = await signIn(writer);
    await harness.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie, origin: TEST_ORIGIN, 'content-type': 'application/json' }, payload: {} });
    const refused = await details(writer, cookie);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error).toBe('unauthorized');
    expect((await getSession(cookie)).json()).toBeNull();
  });
});
