import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPlagiarismResult } from '@core/api/plagiarism';
import { PLANS } from '@core/plans/planTable';
import { assignPlan } from '../../commands/planAssigner';
import { plagiarismChecks, users } from '../../db/schema';
import { WEB_LIMITS } from '../../plagiarism/webComparison';
import { htmlPage, startLocalSite, type TLocalSite } from '../../retrieval/testing/localSite';
import { buildUser, type TTestUser } from '../../test/factories';
import { startFakeSearch, type TFakeSearch } from '../../test/fakeProviders/searxng';
import { buildTestApp, TEST_ORIGIN } from '../../test/testApp';

// What a plagiarism check may cost before it is charged: runs checked first, one check at a time per
// person, one time budget for the web, nothing saved or charged when the client leaves, and the
// page's flag held on the server. Through HTTP (a listening server where the client must hang up).

const TEXT =
  'Marbled newts migrate each spring toward shallow ponds that were dug by monks in the twelfth century, and the volunteers who count them carry lanterns, clipboards and buckets along the wet lanes.';
const ADMIN_EMAIL = 'plagiarism-limits-admin@example.com';

let harness: Awaited<ReturnType<typeof buildTestApp>>;
let search: TFakeSearch;
let site: TLocalSite;
let base: string;
let admin: TTestUser;

beforeAll(async () => {
  search = await startFakeSearch();
  site = await startLocalSite({
    '/newts': { body: htmlPage('Newts', [TEXT]) },
    // Answers after every budget of these tests, within the fetch's own 10 s.
    '/slow': (_request, response) => {
      setTimeout(() => {
        if (response.destroyed) return;
        response.writeHead(200, { 'content-type': 'text/html' });
        response.end(htmlPage('Slow', [TEXT]));
      }, 4_000);
    },
  });
  harness = await buildTestApp({ SEARXNG_URL: search.url, FETCH_ALLOW_PRIVATE: 'true', CRAWL_HOST_INTERVAL_MS: '0', ADMIN_EMAILS: ADMIN_EMAIL });
  await harness.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(harness.app.server.address() as AddressInfo).port}`;
  admin = await buildUser(harness.app, { email: ADMIN_EMAIL });
});
afterAll(async () => {
  await harness.close();
  await Promise.all([search.close(), site.close()]);
});

/** A person on a plan with 10 checks a month and `runs` content_optimization runs. */
async function checker(runs: number): Promise<TTestUser> {
  const user = await buildUser(harness.app);
  await assignPlan(harness.ctx.db, user.unique_id, PLANS.premium_tier_1_monthly_june_2024!);
  await harness.ctx.db.update(users).set({ featureRuns: { autoblog_workflow: 0, content_optimization: runs }, additionalRuns: { autoblog_workflow: 0, content_optimization: 0 } }).where(eq(users.id, user.unique_id));
  return user;
}
const check = (user: TTestUser) =>
  harness.app.inject({ method: 'POST', url: '/api/check/plagiarism', headers: { cookie: user.cookie, origin: TEST_ORIGIN }, payload: { unique_id: user.unique_id, text: TEXT } });
const runsLeft = async (user: TTestUser) => (await harness.ctx.db.select({ runs: users.featureRuns }).from(users).where(eq(users.id, user.unique_id)))[0]!.runs.content_optimization;
const checkRows = (user: TTestUser) => harness.ctx.db.select().from(plagiarismChecks).where(eq(plagiarismChecks.userId, user.unique_id));
async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('POST /api/check/plagiarism: what a check may cost', () => {
  it('with no run left answers 429 before searching anything', async () => {
    const user = await checker(0);
    const searched = search.queries.length;
    const response = await check(user);
    expect(response.statusCode).toBe(429);
    expect(response.json().error).toBe('runs_exhausted');
    expect(search.queries.length).toBe(searched);
    expect(await checkRows(user)).toHaveLength(0);
  });

  it('runs one check at a time per person: a second one meanwhile is refused and does no work', async () => {
    const user = await checker(5);
    const other = await checker(5);
    search.answer({ results: [{ title: 'Newts', url: `${site.origin}/newts`, snippet: '' }], delayMs: 1_500 });
    try {
      const searched = search.queries.length;
      const first = check(user);
      await until(() => search.queries.length > searched, 'the first check to search');
      const second = await check(user);
      expect(second.statusCode).toBe(429);
      expect(second.json()).toMatchObject({ error: 'rate_limited', message: 'A plagiarism check of yours is already running. Wait for its result, then check again.' });
      // Someone else's check is not held up by it.
      expect((await check(other)).statusCode).toBe(200);
      const done = await first;
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json<TPlagiarismResult>().result.some((source) => source.kind === 'web' && source.url === `${site.origin}/newts`)).toBe(true);
      expect(await checkRows(user)).toHaveLength(1);
      expect(await runsLeft(user)).toBe(4);
    } finally {
      search.answer([]);
    }
  });

  it('stops the web part at its time budget and answers with what it found', async () => {
    const user = await checker(5);
    const budget = WEB_LIMITS.budgetMs;
    WEB_LIMITS.budgetMs = 500;
    search.answer([
      { title: 'Newts', url: `${site.origin}/newts`, snippet: '' },
      { title: 'Slow', url: `${site.origin}/slow`, snippet: '' },
    ]);
    try {
      const response = await check(user);
      expect(response.statusCode, response.body).toBe(200);
      const result = response.json<TPlagiarismResult>();
      expect(result.notices).toContain(`${site.origin}/slow could not be compared: the check's 0.5 s for the web ran out.`);
      expect(result.result.map((source) => source.url)).toContain(`${site.origin}/newts`);
      expect(await runsLeft(user)).toBe(4);
    } finally {
      WEB_LIMITS.budgetMs = budget;
      search.answer([]);
    }
  });

  it('keeps to each site’s pace: a page whose turn comes after the budget is not fetched', async () => {
    // A server whose sites may be asked once a minute: robots.txt takes the site's first turn.
    const paced = await buildTestApp({ SEARXNG_URL: search.url, FETCH_ALLOW_PRIVATE: 'true', CRAWL_HOST_INTERVAL_MS: '60000' });
    const budget = WEB_LIMITS.budgetMs;
    WEB_LIMITS.budgetMs = 1_000;
    search.answer([{ title: 'Newts', url: `${site.origin}/newts?paced`, snippet: '' }]);
    try {
      const user = await buildUser(paced.app);
      await assignPlan(paced.ctx.db, user.unique_id, PLANS.premium_tier_1_monthly_june_2024!);
      const response = await paced.app.inject({ method: 'POST', url: '/api/check/plagiarism', headers: { cookie: user.cookie, origin: TEST_ORIGIN }, payload: { unique_id: user.unique_id, text: TEXT } });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<TPlagiarismResult>().notices).toContain(`${site.origin}/newts?paced could not be compared: the check's 1 s for the web ran out.`);
    } finally {
      WEB_LIMITS.budgetMs = budget;
      search.answer([]);
      await paced.close();
    }
  });

  it('saves and charges nothing when the client hangs up mid-check', async () => {
    const user = await checker(5);
    search.answer({ results: [{ title: 'Newts', url: `${site.origin}/newts`, snippet: '' }], delayMs: 3_000 });
    try {
      const searched = search.queries.length;
      const hangUp = new AbortController();
      const request = fetch(`${base}/api/check/plagiarism`, {
        method: 'POST',
        headers: { cookie: user.cookie, origin: TEST_ORIGIN, 'content-type': 'application/json' },
        body: JSON.stringify({ unique_id: user.unique_id, text: TEXT }),
        signal: hangUp.signal,
      });
      await until(() => search.queries.length > searched, 'the check to search');
      hangUp.abort();
      await expect(request).rejects.toThrow();
      // The abandoned check ends (its searches stopped) and frees the person's slot: the next check runs.
      search.answer([]);
      let next = await check(user);
      for (let tries = 0; next.statusCode === 429 && next.json().error === 'rate_limited' && tries < 200; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        next = await check(user);
      }
      expect(next.statusCode, next.body).toBe(200);
      // Only that second check was saved and charged.
      expect(await checkRows(user)).toHaveLength(1);
      expect(await runsLeft(user)).toBe(4);
    } finally {
      search.answer([]);
    }
  });

  it('is refused (403) when the optimizer-plagiarism flag is turned off, on a plan with checks', async () => {
    const user = await checker(5);
    const setFlag = (value: boolean | null) =>
      harness.app.inject({
        method: value === null ? 'DELETE' : 'PUT',
        url: '/api/admin/flags/optimizer-plagiarism',
        headers: { cookie: admin.cookie, origin: TEST_ORIGIN },
        ...(value === null ? {} : { payload: { overrides: [{ value, emails: [user.email] }] } }),
      });
    expect((await setFlag(false)).statusCode).toBe(200);
    const refused = await check(user);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: 'Plagiarism checks are not available on your plan.' });
    expect(await runsLeft(user)).toBe(5);
    expect((await setFlag(null)).statusCode).toBe(200);
    expect((await check(user)).statusCode).toBe(200);
  });
});
