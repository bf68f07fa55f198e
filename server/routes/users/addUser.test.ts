import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onboardingData, projects, users } from '../../db/schema';
import { buildTestApp, TEST_ORIGIN } from '../../test/testApp';
import { buildUser, sessionCookie } from '../../test/factories';

let harness: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  harness = await buildTestApp();
});
afterAll(async () => harness.close());

const signUp = (payload: unknown) =>
  harness.app.inject({ method: 'POST', url: '/api/add/user', headers: { origin: TEST_ORIGIN }, payload: payload as object });

async function rowCounts() {
  const [u] = await harness.ctx.db.select({ n: count() }).from(users);
  const [p] = await harness.ctx.db.select({ n: count() }).from(projects);
  const [o] = await harness.ctx.db.select({ n: count() }).from(onboardingData);
  return { users: u!.n, projects: p!.n, onboarding: o!.n };
}

const valid = { name: 'Ada Writer', email: 'ada@example.com', password: 'lovelace1815', project_name: 'Launch blog' };

describe('POST /api/add/user', () => {
  it('creates the account on the trial plan with its first project, onboarding answers and a session', async () => {
    const response = await signUp({ ...valid, onboarding_data: { team_size: '2-5', hear_about_us: 'search' } });
    expect(response.statusCode).toBe(201);
    const { user } = response.json();
    expect(user).toMatchObject({
      name: 'Ada Writer',
      email: 'ada@example.com',
      plan_name: '5-day-trial-plan',
      credits_used: 0,
      team_member: false,
      projects: [{ project_name: 'Launch blog' }],
      onboarding_data: { team_size: '2-5', hear_about_us: 'search', project_name: 'Launch blog' },
      last_seen_version: '3.8.2',
    });
    const expiresInDays = (Date.parse(user.expiry_date) - Date.now()) / 86_400_000;
    expect(expiresInDays).toBeGreaterThan(4.9);
    expect(expiresInDays).toBeLessThanOrEqual(5);
    const cookie = sessionCookie(response.headers['set-cookie']);
    expect(String(response.headers['set-cookie'])).toMatch(/HttpOnly/i);
    const details = await harness.app.inject({ url: `/api/fetch/user/details?unique_id=${user.unique_id}`, headers: { cookie } });
    expect(details.statusCode).toBe(200);
    expect(details.json().email).toBe('ada@example.com');
  });

  it('refuses a duplicate email (any case) with a clear message and writes nothing', async () => {
    const before = await rowCounts();
    const response = await signUp({ ...valid, email: 'ADA@example.com', project_name: 'Second' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: 'conflict', field: 'email', message: expect.stringMatching(/already exists/) });
    expect(await rowCounts()).toEqual(before);
  });

  it.each([
    [{ ...valid, email: 'weak@example.com', password: 'short1' }, 'password', /at least 8 characters/],
    [{ ...valid, email: 'weak2@example.com', password: 'onlyletters' }, 'password', /one letter and one number/],
    [{ ...valid, email: 'empty@example.com', project_name: '   ' }, 'project_name', /name your project/],
    [{ ...valid, email: 'long@example.com', project_name: 'p'.repeat(81) }, 'project_name', /at most 80/],
    [{ ...valid, email: 'longname@example.com', name: 'n'.repeat(101) }, 'name', /at most 100/],
    [{ ...valid, email: 'not-an-email' }, 'email', /valid email/],
    [{ ...valid, email: 'credits@example.com', credit_limit: 5000 }, 'credit_limit', /./],
    [{ ...valid, email: undefined }, 'email', /enter your email/],
  ])('rejects bad input %#: 400 naming the field, nothing written', async (payload, field, message) => {
    const before = await rowCounts();
    const response = await signUp(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'bad_request', field, message: expect.stringMatching(message) });
    expect(await rowCounts()).toEqual(before);
  });

  it('answers malformed JSON with 400 and a message', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/add/user',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/not valid JSON/);
  });

  it('leaves nothing behind when the first project cannot be written', async () => {
    await harness.ctx.db.execute(sql`
      create or replace function refuse_doomed_project() returns trigger language plpgsql as $$
      begin if new.project_name = 'doomed' then raise exception 'disk full'; end if; return new; end $$`);
    await harness.ctx.db.execute(sql`
      create trigger refuse_doomed before insert on projects for each row execute function refuse_doomed_project()`);
    const before = await rowCounts();
    const response = await signUp({ ...valid, email: 'doomed@example.com', project_name: 'doomed' });
    expect(response.statusCode).toBe(500);
    expect(await rowCounts()).toEqual(before);
    const retry = await signUp({ ...valid, email: 'doomed@example.com', project_name: 'fine' });
    expect(retry.statusCode).toBe(201);
  });

  it('keeps better-auth’s bare sign-up closed so every account gets a project', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      payload: { name: 'x', email: 'bare@example.com', password: 'password123' },
    });
    expect(response.statusCode).toBe(404);
    const user = await buildUser(harness.app);
    expect(user.projects).toHaveLength(1);
  });
});
