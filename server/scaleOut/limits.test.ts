import { and, eq, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLANS } from '@core/plans/planTable';
import { FAIR_USAGE_ALLOWANCE } from '@core/usage/fairUsage';
import { recordGeneration } from '../commands/generationRecorder';
import { assignPlan } from '../commands/planAssigner';
import { authRateLimits, fairUsage, plagiarismCheckLeases, signInAttempts, users } from '../db/schema';
import { readTestRedisUrl } from '../env';
import { startFakeSearch, type TFakeSearch } from '../test/fakeProviders/searxng';
import { callThrough, severalInstancesAvailable, signUpThrough, startInstances, type TInstance, type TInstances } from '../test/instances';

/**
 * Issue 23: every limit holds across two servers on one PostgreSQL and one Redis. Requests of one
 * person or address are split over A and B; each server alone would let more through than the limit.
 * NODE_ENV=production turns better-auth's per-address limits on; each case comes from addresses of
 * its own (X-Forwarded-For, TRUST_PROXY=loopback) so the cases do not share a count.
 */
describe.skipIf(!severalInstancesAvailable)('limits across two server processes', () => {
  let pair: TInstances;
  let a: TInstance;
  let b: TInstance;
  let search: TFakeSearch;
  beforeAll(async () => {
    search = await startFakeSearch();
    pair = await startInstances(2, {
      NODE_ENV: 'production',
      SIGN_IN_RATE_LIMIT: '3',
      SIGN_UP_RATE_LIMIT: '100',
      SIGN_IN_ACCOUNT_FREE_FAILURES: '2',
      TRUST_PROXY: 'loopback',
      SEARXNG_URL: search.url,
      CRAWL_HOST_INTERVAL_MS: '0',
    });
    [a, b] = pair.instances as [TInstance, TInstance];
  }, 180_000);
  afterAll(async () => {
    await pair?.close();
    await search?.close();
  });

  let lastAddress = 0;
  /** A client address of its own (documentation range), given through X-Forwarded-For. */
  const newAddress = () => `198.51.100.${++lastAddress}`;
  const db = () => pair.database.db;
  /** A JSON call from `address`, with the instance's own origin. */
  const send = (instance: TInstance, method: string, url: string, options: { address: string; cookie?: string; body?: unknown }) =>
    fetch(`${instance.origin}${url}`, {
      method,
      headers: {
        origin: instance.origin,
        'x-forwarded-for': options.address,
        ...(options.cookie ? { cookie: options.cookie } : {}),
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  const signIn = (instance: TInstance, email: string, password: string, address: string) =>
    send(instance, 'POST', '/api/auth/sign-in/email', { address, body: { email, password } });
  /** A, B, A, B … */
  const alternate = (index: number) => (index % 2 === 0 ? a : b);

  it('counts sign-in attempts from one address once for both servers (SIGN_IN_RATE_LIMIT=3), also when they arrive at once', async () => {
    const address = newAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) statuses.push((await signIn(alternate(attempt), `nobody-${attempt}@example.com`, 'wrong-password-1', address)).status);
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429]);
    const [row] = await db().select().from(authRateLimits).where(eq(authRateLimits.key, `${address}|/sign-in/email`));
    expect(row?.count).toBe(3);

    const burstAddress = newAddress();
    const burst = await Promise.all(Array.from({ length: 10 }, (_, attempt) => signIn(alternate(attempt), `burst-${attempt}@example.com`, 'wrong-password-1', burstAddress)));
    const burstStatuses = burst.map((response) => response.status).sort();
    expect(burstStatuses).toEqual([401, 401, 401, 429, 429, 429, 429, 429, 429, 429]);
  });

  it('slows guesses at one account made through both servers (per-account backoff in PostgreSQL)', async () => {
    const owner = await signUpThrough(a, 'backoff');
    expect((await signIn(a, owner.email, 'wrong-password-1', newAddress())).status).toBe(401);
    expect((await signIn(b, owner.email, 'wrong-password-2', newAddress())).status).toBe(401);
    const attempts = () => db().select().from(signInAttempts).where(eq(signInAttempts.email, owner.email));
    // Both failures counted on one row: past the 2 free ones the account owes a wait.
    expect((await attempts())[0]).toMatchObject({ failures: 2, nextAttemptAt: expect.any(Date) });
    // Stands in for a long wait, so the test never races the clock: both servers make the owner wait.
    await db().update(signInAttempts).set({ nextAttemptAt: sql`now() + interval '10 minutes'` }).where(eq(signInAttempts.email, owner.email));
    for (const instance of [a, b]) {
      const refused = await signIn(instance, owner.email, owner.password, newAddress());
      expect(refused.status).toBe(429);
      expect(((await refused.json()) as { message: string }).message).toMatch(/^Too many failed sign-ins for this account/);
    }
    // Once the wait is over, the right password gets in through B and the failures are forgotten for both.
    await db().update(signInAttempts).set({ nextAttemptAt: sql`now() - interval '1 second'` }).where(eq(signInAttempts.email, owner.email));
    expect((await signIn(b, owner.email, owner.password, newAddress())).status).toBe(200);
    expect(await attempts()).toEqual([]);
  });

  it('refuses a per-person limited route at its max when the calls are split over both servers (Redis store)', async () => {
    const person = await signUpThrough(a, 'perperson');
    // POST /api/account/email allows 5 a minute per person; an invalid body is counted, then refused with 400.
    const changeEmail = (instance: TInstance) => callThrough(instance, person.cookie, 'POST', '/api/account/email', { new_email: 'not-an-address' });
    const statuses: number[] = [];
    for (let call = 0; call < 7; call += 1) statuses.push((await changeEmail(alternate(call))).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429]);
    // The counter is one key in the shared Redis, under this run's REDIS_KEY_PREFIX.
    const redis = new Redis(readTestRedisUrl()!);
    try {
      const key = `${pair.sharedEnv.REDIS_KEY_PREFIX}rate-limit:POST/api/account/email-${person.userId}`;
      expect(Number(await redis.get(key))).toBe(7);
    } finally {
      redis.disconnect();
    }

    const other = await signUpThrough(b, 'perperson-burst');
    const burst = await Promise.all(Array.from({ length: 9 }, (_, call) => callThrough(alternate(call), other.cookie, 'POST', '/api/account/email', { new_email: 'not-an-address' })));
    expect(burst.map((response) => response.status).sort()).toEqual([400, 400, 400, 400, 400, 429, 429, 429, 429]);
  });

  it('refuses a second plagiarism check on B while the person’s first one runs on A', async () => {
    const person = await signUpThrough(a, 'plagiarism');
    await assignPlan(db(), person.userId, PLANS.premium_tier_1_monthly_june_2024!);
    await db()
      .update(users)
      .set({ featureRuns: { autoblog_workflow: 0, content_optimization: 5 } })
      .where(eq(users.id, person.userId));
    const text =
      'Marbled newts migrate each spring toward shallow ponds that were dug by monks in the twelfth century, and the volunteers who count them carry lanterns, clipboards and buckets along the wet lanes.';
    const check = (instance: TInstance) => callThrough(instance, person.cookie, 'POST', '/api/check/plagiarism', { unique_id: person.userId, text });
    // The search answers slowly, so the first check is still running when the second arrives.
    search.answer({ results: [], delayMs: 1_500 });
    try {
      const searched = search.queries.length;
      const first = check(a);
      await waitFor(async () => search.queries.length > searched && (await db().select().from(plagiarismCheckLeases).where(eq(plagiarismCheckLeases.userId, person.userId))).length > 0, 'the check on A to run');
      const second = await check(b);
      expect(second.status).toBe(429);
      expect(await second.json()).toMatchObject({ error: 'rate_limited', message: 'A plagiarism check of yours is already running. Wait for its result, then check again.' });
      const done = await first;
      expect(done.status, await done.clone().text()).toBe(200);
      search.answer([]);
      // The lease ended with the check: the next one runs on B.
      expect((await check(b)).status).toBe(200);
    } finally {
      search.answer([]);
    }
  });

  it('keeps a fair-usage block started through A on B, and lets B start the generation after it', async () => {
    const person = await signUpThrough(a, 'fairusage');
    for (let made = 0; made < FAIR_USAGE_ALLOWANCE.instruct; made += 1) await recordGeneration(db(), { userId: person.userId, mode: 'instruct' });
    const check = (instance: TInstance) => callThrough(instance, person.cookie, 'POST', '/api/fair/usage/check', { unique_id: person.userId, mode: 'instruct' });
    const timer = async () => (await db().select().from(fairUsage).where(and(eq(fairUsage.userId, person.userId), eq(fairUsage.mode, 'instruct'))))[0]?.blockedUntil ?? null;

    expect((await check(a)).status).toBe(420);
    const started = await timer();
    expect(started).toBeInstanceOf(Date);
    const onB = await check(b);
    expect(onB.status).toBe(420);
    expect(await onB.json()).toMatchObject({ error: 'fair_usage_blocked' });
    // B kept A's timer: it did not start a block of its own.
    expect(await timer()).toEqual(started);

    // The block runs out (stands in for 100 s): B lets one generation through, and the next check, on A, blocks again.
    await db()
      .update(fairUsage)
      .set({ blockedUntil: sql`now() - interval '1 second'` })
      .where(and(eq(fairUsage.userId, person.userId), eq(fairUsage.mode, 'instruct')));
    expect((await check(b)).status).toBe(200);
    expect(await timer()).toBeNull();
    expect((await check(a)).status).toBe(420);
  });

  it('counts a public visitor’s daily runs once for both servers, also when they arrive at once', async () => {
    const address = newAddress();
    const first = await send(a, 'GET', '/api/public/runs', { address });
    const cookie = first.headers
      .getSetCookie()
      .map((line) => line.split(';')[0]!)
      .find((part) => part.startsWith('longform_visitor='));
    expect(cookie).toBeDefined();
    const uses = await Promise.all(Array.from({ length: 20 }, (_, run) => send(alternate(run), 'POST', '/api/public/runs/use', { address, cookie, body: { tool: 'factgpt' } })));
    const statuses = uses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(15);
    expect(statuses.filter((status) => status === 400)).toHaveLength(5);
    expect(await (await send(b, 'GET', '/api/public/runs', { address, cookie })).json()).toMatchObject({ runs_used: 15, runs_left: 0 });
  });

  it('never spends past a person’s credits when generations finish on both servers at once', async () => {
    const person = await signUpThrough(b, 'credits');
    await db().update(users).set({ creditsUsed: 195 }).where(eq(users.id, person.userId));
    const hundredWords = Array.from({ length: 100 }, (_, index) => `word${index}`).join(' ');
    const charges = await Promise.all(
      Array.from({ length: 12 }, (_, index) => callThrough(alternate(index), person.cookie, 'POST', '/api/user/credits/update', { unique_id: person.userId, output_text: [hundredWords] })),
    );
    const statuses = charges.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
    const [row] = await db().select({ used: users.creditsUsed, limit: users.creditLimit }).from(users).where(eq(users.id, person.userId));
    expect(row!.used).toBe(row!.limit);
    const balance = await callThrough(a, person.cookie, 'GET', `/api/verify/user/credits?unique_id=${person.userId}`);
    expect(balance.status).toBe(429);
  });
});

async function waitFor(condition: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
