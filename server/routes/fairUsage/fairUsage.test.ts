import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TGenerationMode } from '@core/plans/access';
import { FAIR_USAGE_ALLOWANCE } from '@core/usage/fairUsage';
import { recordGeneration } from '../../commands/generationRecorder';
import { fairUsage, teamMembers, teams, users } from '../../db/schema';
import { buildTestApp } from '../../test/testApp';
import { buildUser, type TTestUser } from '../../test/factories';

let harness: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  harness = await buildTestApp();
});
afterAll(async () => harness.close());
afterEach(() => vi.useRealTimers());

// An hour ahead, on a whole second: well inside the test sessions' lifetime.
const T0 = new Date(Math.floor(Date.now() / 1_000) * 1_000 + 3_600_000);
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1_000);
/** Moves the server's clock (Date only; timers and the database keep real time). */
const setClock = (time: Date) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(time);
};
const record = (user: TTestUser, mode: TGenerationMode, count: number, now: Date) =>
  Promise.all(Array.from({ length: count }, () => recordGeneration(harness.ctx.db, { userId: user.unique_id, mode, now })));
const check = (user: TTestUser, mode: TGenerationMode = 'instruct', body: object = {}) =>
  harness.app.inject({ method: 'POST', url: '/api/fair/usage/check', headers: { cookie: user.cookie }, payload: { unique_id: user.unique_id, mode, ...body } });
const status = (user: TTestUser, mode: TGenerationMode = 'instruct') =>
  harness.app.inject({ url: `/api/fair/usage/status?unique_id=${user.unique_id}&mode=${mode}`, headers: { cookie: user.cookie } });
async function storedTimer(user: TTestUser, mode: TGenerationMode = 'instruct') {
  const [row] = await harness.ctx.db
    .select()
    .from(fairUsage)
    .where(and(eq(fairUsage.userId, user.unique_id), eq(fairUsage.mode, mode)));
  return row?.blockedUntil ?? null;
}

describe('GET /api/fair/usage/status and POST /api/fair/usage/check', () => {
  it('lets a new user generate in every mode', async () => {
    const user = await buildUser(harness.app);
    const response = await status(user, 'serp');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ mode: 'serp', ratio: 0, blocked: false, seconds_left: 0, message: null });
    expect((await check(user, 'domain')).json()).toEqual({ mode: 'domain', ratio: 0, blocked: false, seconds_left: 0, message: null });
  });

  it('goes ahead one generation under the allowance and answers 420 at it (ratio 100), per mode', async () => {
    const user = await buildUser(harness.app);
    const allowance = FAIR_USAGE_ALLOWANCE.instruct;
    await record(user, 'instruct', allowance - 1, new Date());
    const under = await check(user);
    expect(under.statusCode).toBe(200);
    expect(under.json()).toMatchObject({ ratio: Math.floor(((allowance - 1) * 100) / allowance), blocked: false });
    expect(await storedTimer(user)).toBeNull();
    await record(user, 'instruct', 1, new Date());
    expect((await status(user)).json()).toMatchObject({ ratio: 100, blocked: true, seconds_left: 100 });
    const blocked = await check(user);
    expect(blocked.statusCode).toBe(420);
    expect(blocked.json()).toEqual({ error: 'fair_usage_blocked', message: expect.stringMatching(/wait 90 seconds/), seconds_left: 100 });
    expect(await storedTimer(user)).not.toBeNull();
    expect((await check(user, 'serp')).statusCode).toBe(200);
  });

  it('blocks for 100 s from the start of the block, then lets one generation through', async () => {
    const user = await buildUser(harness.app);
    await record(user, 'url', FAIR_USAGE_ALLOWANCE.url, T0);
    setClock(T0);
    expect((await check(user, 'url')).json()).toMatchObject({ seconds_left: 100 });
    expect((await storedTimer(user, 'url'))?.toISOString()).toBe(at(100).toISOString());
    setClock(at(10));
    expect((await status(user, 'url')).json()).toMatchObject({ blocked: true, seconds_left: 90, message: expect.stringMatching(/90 seconds/) });
    setClock(at(99.5));
    const last = await check(user, 'url');
    expect([last.statusCode, last.json().seconds_left]).toEqual([420, 1]);
    setClock(at(100));
    expect((await status(user, 'url')).json()).toMatchObject({ ratio: 100, blocked: false });
    const through = await check(user, 'url');
    expect(through.statusCode).toBe(200);
    expect(await storedTimer(user, 'url')).toBeNull();
    await record(user, 'url', 1, at(100));
    const again = await check(user, 'url');
    expect([again.statusCode, again.json().seconds_left]).toEqual([420, 100]);
  });

  it('gives the one generation after a block to exactly one of several checks at once', async () => {
    const user = await buildUser(harness.app);
    await record(user, 'serp', FAIR_USAGE_ALLOWANCE.serp, T0);
    setClock(T0);
    expect((await check(user, 'serp')).statusCode).toBe(420);
    setClock(at(100));
    const statuses = (await Promise.all(Array.from({ length: 8 }, () => check(user, 'serp')))).map((r) => r.statusCode);
    expect(statuses.sort()).toEqual([200, 420, 420, 420, 420, 420, 420, 420]);
    expect((await storedTimer(user, 'serp'))?.toISOString()).toBe(at(200).toISOString());
  });

  it('removes a running timer as soon as the ratio drops under 100', async () => {
    const user = await buildUser(harness.app);
    await record(user, 'domain', FAIR_USAGE_ALLOWANCE.domain - 1, at(-290));
    await record(user, 'domain', 1, T0);
    setClock(T0);
    expect((await check(user, 'domain')).statusCode).toBe(420);
    setClock(at(9));
    expect((await check(user, 'domain')).statusCode).toBe(420);
    setClock(at(11));
    const cleared = await check(user, 'domain');
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ ratio: 20, blocked: false, message: null });
    expect(await storedTimer(user, 'domain')).toBeNull();
  });

  it('counts only the rolling window and starts no timer from a status read', async () => {
    const user = await buildUser(harness.app);
    await record(user, 'file', FAIR_USAGE_ALLOWANCE.file, at(-300));
    setClock(T0);
    expect((await check(user, 'file')).json()).toMatchObject({ ratio: 0, blocked: false });
    await record(user, 'file', FAIR_USAGE_ALLOWANCE.file, T0);
    expect((await status(user, 'file')).json()).toMatchObject({ blocked: true, seconds_left: 100 });
    expect(await storedTimer(user, 'file')).toBeNull();
  });

  it('guards identity, teams and the mode', async () => {
    const user = await buildUser(harness.app);
    const other = await buildUser(harness.app);
    expect((await harness.app.inject({ url: `/api/fair/usage/status?unique_id=${user.unique_id}&mode=instruct` })).statusCode).toBe(401);
    expect((await harness.app.inject({ method: 'POST', url: '/api/fair/usage/check', payload: { unique_id: user.unique_id, mode: 'instruct' } })).statusCode).toBe(401);
    expect((await check(user, 'instruct', { unique_id: other.unique_id })).statusCode).toBe(403);
    expect((await harness.app.inject({ url: `/api/fair/usage/status?unique_id=${other.unique_id}&mode=instruct`, headers: { cookie: user.cookie } })).statusCode).toBe(403);
    const [team] = await harness.ctx.db.insert(teams).values({ adminId: other.unique_id, planName: 'agency_monthly_april_2024' }).returning();
    await harness.ctx.db.insert(teamMembers).values({ teamId: team!.id, userId: other.unique_id });
    expect((await check(user, 'instruct', { team_id: team!.id })).statusCode).toBe(403);
    expect((await check(other, 'instruct', { team_id: team!.id })).statusCode).toBe(200);
    const bad = await check(user, 'everything' as TGenerationMode);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'mode', message: 'mode must be instruct, serp, url, file or domain.' });
  });

  it('refuses a mode left out of the user flags (403), by plan and by override', async () => {
    const user = await buildUser(harness.app);
    await harness.ctx.flags.store.setOverride('modes', { value: ['instruct'], emails: [user.email] }, 'test');
    expect((await check(user, 'instruct')).statusCode).toBe(200);
    const refused = await check(user, 'serp');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'mode_not_allowed', field: 'mode' });
    await harness.ctx.flags.store.unsetOverride('modes', 'test');
    expect((await check(user, 'serp')).statusCode).toBe(200);
    await harness.ctx.db.update(users).set({ planName: 'no_user' }).where(eq(users.id, user.unique_id));
    expect((await check(user, 'instruct')).statusCode).toBe(403);
  });
});

describe('users.fup_ratio', () => {
  const fupRatioOf = async (user: TTestUser) =>
    (await harness.ctx.db.select({ fupRatio: users.fupRatio }).from(users).where(eq(users.id, user.unique_id)))[0]?.fupRatio;

  it('holds the highest mode ratio after each recorded generation, and drops once the window has passed', async () => {
    const user = await buildUser(harness.app);
    expect(await fupRatioOf(user)).toBe(0);
    await record(user, 'instruct', 3, T0);
    expect(await fupRatioOf(user)).toBe(Math.floor((3 * 100) / FAIR_USAGE_ALLOWANCE.instruct));
    await record(user, 'domain', FAIR_USAGE_ALLOWANCE.domain, T0);
    expect(await fupRatioOf(user)).toBe(100);
    await record(user, 'instruct', 1, at(400));
    expect(await fupRatioOf(user)).toBe(Math.floor(100 / FAIR_USAGE_ALLOWANCE.instruct));
  });

  it('is refreshed by a check, so the refreshed user record shows it', async () => {
    const user = await buildUser(harness.app);
    await record(user, 'serp', FAIR_USAGE_ALLOWANCE.serp, T0);
    expect(await fupRatioOf(user)).toBe(100);
    setClock(at(400));
    expect((await check(user, 'serp')).statusCode).toBe(200);
    expect(await fupRatioOf(user)).toBe(0);
    const details = await harness.app.inject({ url: `/api/fetch/user/details?unique_id=${user.unique_id}`, headers: { cookie: user.cookie } });
    expect(details.json()).toMatchObject({ fup_ratio: 0, team_fup_ratio: null });
  });
});
