import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TAutoblogRun } from '@core/api/autoblog';
import { PLANS } from '@core/plans/planTable';
import { assignPlan } from '../../commands/planAssigner';
import type { TApp, TContext } from '../../context';
import { autoblogSteps, blogs, usageEvents } from '../../db/schema';
import { AUTOBLOG_RETRY } from '../../queues/autoblogJobs';
import { addTextAsset } from '../../retrieval/addTextAsset';
import { buildUser, type TTestUser } from '../../test/factories';
import { startFakeOpenAI, type TFakeProvider } from '../../test/fakeProviders/openaiCompatible';
import { startFakeSearch, type TFakeSearch } from '../../test/fakeProviders/searxng';
import { buildTestApp } from '../../test/testApp';
import { startLocalSite, type TLocalSite } from '../../retrieval/testing/localSite';
import { finishedCalls, setAutoblogRuns, setCreditsLeft, startRun, userPool, waitForRun } from './autoblogTestHelpers';

// Whole runs through the HTTP layer and the job queue: the local OpenAI-compatible model answers the
// AutoBlog prompts (server/test/fakeProviders/autoblogAnswers.ts) and a local SearXNG the searches.
let app: TApp;
let ctx: TContext;
let close: () => Promise<void>;
let fake: TFakeProvider;
let search: TFakeSearch;
let site: TLocalSite;

const GARDEN_NOTES = 'Compost improves garden soil structure within one season. Worms break compost down into humus that holds water.';

/** The top result's page, read by the research (a snippet is never cited). */
const COMPOST_PAGE =
  '<!doctype html><html lang="en"><head><title>Compost basics</title></head><body><main><article><h1>Compost basics</h1><h2>Compost and garden soil</h2><p>Compost adds 5% organic matter to garden soil in one year. Compost garden soil holds more water.</p></article></main></body></html>';

async function writer(name: string, runs = 10): Promise<TTestUser> {
  const user = await buildUser(app, { name });
  await assignPlan(ctx.db, user.unique_id, PLANS.premium_tier_1_monthly_june_2024!);
  await setAutoblogRuns(ctx, user, runs);
  await setCreditsLeft(ctx, user, 500);
  return user;
}

async function started(user: TTestUser, payload: Record<string, unknown>): Promise<TAutoblogRun> {
  const response = await startRun(app, user, payload);
  expect(response.statusCode, response.body).toBe(202);
  return waitForRun(app, user, response.json<{ run: TAutoblogRun }>().run.id);
}

beforeAll(async () => {
  AUTOBLOG_RETRY.limit = 1;
  AUTOBLOG_RETRY.delaySeconds = 1;
  fake = await startFakeOpenAI();
  search = await startFakeSearch();
  site = await startLocalSite({ '/robots.txt': { type: 'text/plain', body: 'User-agent: *\nAllow: /\n' }, '/compost': { body: COMPOST_PAGE } });
  ({ app, ctx, close } = await buildTestApp({
    OPENAI_COMPATIBLE_BASE_URL: fake.baseUrl,
    OPENAI_COMPATIBLE_MODEL: 'fake-model',
    SEARXNG_URL: search.url,
    AI_RETRIES: '0',
    FETCH_ALLOW_PRIVATE: 'true',
    CRAWL_HOST_INTERVAL_MS: '0',
  }));
});
afterAll(async () => {
  await close();
  await Promise.all([fake.close(), search.close(), site.close()]);
});
beforeEach(() => {
  fake.reset();
  search.answer({ results: [{ title: 'Compost basics', url: `${site.origin}/compost`, snippet: 'Compost is decomposed organic matter.' }], related: ['How long does compost take?'] });
});

describe('a bulk run', () => {
  it('writes 3 keywords into 3 cited docs, each charged once, no model call made twice', async () => {
    const user = await writer('Bulk Writer');
    await addTextAsset(ctx.db, { userId: user.unique_id, projectId: user.projects[0]!._id, kind: 'file', title: 'garden-notes.md', text: GARDEN_NOTES });
    const before = await userPool(ctx, user);
    const run = await started(user, { keywords: [{ keyword: 'compost garden soil' }, { keyword: 'compost worms', title: 'Worms and compost' }, { keyword: 'compost bins' }], settings: { length: 600 } });
    expect(run.status).toBe('done');
    expect(run.articles.map((article) => article.status)).toEqual(['done', 'done', 'done']);
    expect(run.counts).toMatchObject({ total: 3, done: 3, active: 0 });
    expect(run.abilities).toEqual({ cancel: false, resume: false });
    // One outline, three sections, the extras and the snippet's optimisation per article, each asked once.
    const calls = finishedCalls(fake);
    expect(calls.size).toBe(18);
    expect([...calls.values()].every((count) => count === 1)).toBe(true);
    const docs = await ctx.db.select().from(blogs).where(inArray(blogs.id, run.articles.map((article) => article.blog_id!)));
    expect(docs).toHaveLength(3);
    const soil = docs.find((doc) => doc.userInput.topic === 'compost garden soil')!;
    expect(soil.title).toBe('A guide to compost garden soil');
    expect(soil.copyToSave).toContain('<h2>How it works: compost garden soil</h2>');
    // [1] opens its passage on the page read, [99] (never given) is gone, and the sources list quotes the passage — never the snippet.
    expect(soil.copyToSave).toMatch(/<a href="http:\/\/127\.0\.0\.1:\d+\/compost#:~:text=Compost%20adds%205%25[^"]*"[^>]*>\[1\]<\/a>/);
    expect(soil.copyToSave).toContain('“Compost adds 5% organic matter to garden soil in one year.');
    expect(soil.copyToSave).not.toContain('decomposed organic matter');
    expect(soil.copyToSave).not.toContain('[99]');
    expect(soil.copyToSave).toContain('<h2>Sources</h2>');
    // The extras' short meta description ("Learn compost garden soil step by step.") was optimised for search.
    expect(soil.metaData).toMatchObject({ language: 'English-US', country: 'United States', meta: expect.stringMatching(/^A clear guide to compost garden soil: .{80,}$/) });
    expect(soil.metaData.researchContext).toContain('Compost basics');
    // One run and one charge per article.
    const after = await userPool(ctx, user);
    expect(after.runs).toBe(before.runs - 3);
    const charges = await ctx.db.select().from(usageEvents).where(eq(usageEvents.userId, user.unique_id));
    expect(charges.filter((event) => event.feature === 'autoblog')).toHaveLength(3);
    expect(run.articles.every((article) => article.credits_charged > 0)).toBe(true);
    expect(after.creditsUsed).toBeCloseTo(before.creditsUsed + run.credits_charged, 5);
    const listed = await app.inject({ method: 'GET', url: `/api/autoblog/runs?unique_id=${user.unique_id}`, headers: { cookie: user.cookie } });
    expect(listed.json().runs.map((entry: { id: string }) => entry.id)).toEqual([run.id]);
  });

  it('fails the article whose section the model keeps failing, with its reason; the others finish', async () => {
    const user = await writer('Failing Writer');
    const before = await userPool(ctx, user);
    const run = await started(user, { keywords: [{ keyword: 'fake-fail-section pruning' }, { keyword: 'mulching' }] });
    const [broken, fine] = run.articles;
    expect(fine).toMatchObject({ status: 'done' });
    expect(broken).toMatchObject({ status: 'failed', blog_id: null, credits_charged: 0, abilities: { retry: true } });
    expect(broken!.error).toMatch(/^Failed while writing section 2 of 3/);
    expect(broken!.error).toContain('Nothing was charged');
    expect((await userPool(ctx, user)).runs).toBe(before.runs - 1);
    // Sections 1 was stored; a retry asks only the broken section again (and fails again here).
    const stored = await ctx.db.select({ key: autoblogSteps.key }).from(autoblogSteps).where(eq(autoblogSteps.articleId, broken!.id));
    expect(stored.map((step) => step.key).sort()).toEqual(['outline', 'research', 'section:0']);
    fake.reset();
    const retried = await app.inject({ method: 'POST', url: `/api/autoblog/articles/${broken!.id}/retry`, headers: { cookie: user.cookie }, payload: { unique_id: user.unique_id } });
    expect(retried.statusCode, retried.body).toBe(200);
    const again = await waitForRun(app, user, run.id);
    expect(again.articles[0]!.status).toBe('failed');
    expect(fake.requests.every((request) => request.body.messages.some((m) => typeof m.content === 'string' && m.content.includes('Section 2:')))).toBe(true);
  });
});

describe('credits running out in the middle', () => {
  it('pauses the rest with nothing lost, and resume finishes them after credits are added', async () => {
    const user = await writer('Thrifty Writer');
    // The estimate at start passes; then the pool is spent elsewhere (a teammate) while the run works.
    const response = await startRun(app, user, { keywords: [{ keyword: 'raised beds' }, { keyword: 'seed trays' }, { keyword: 'cold frames' }], settings: { length: 300 } });
    expect(response.statusCode, response.body).toBe(202);
    await setCreditsLeft(ctx, user, 0.5);
    const run = await waitForRun(app, user, response.json<{ run: TAutoblogRun }>().run.id);
    expect(run.status).toBe('paused');
    expect(run.counts).toMatchObject({ done: 1, paused: 2 });
    const paused = run.articles.filter((article) => article.status === 'paused');
    expect(paused.every((article) => article.error?.startsWith('Paused: You have used all the credits'))).toBe(true);
    expect(run.abilities.resume).toBe(true);
    const refused = await app.inject({ method: 'POST', url: `/api/autoblog/runs/${run.id}/resume`, headers: { cookie: user.cookie }, payload: { unique_id: user.unique_id } });
    expect(refused.statusCode).toBe(429);
    await setCreditsLeft(ctx, user, 100);
    const resumed = await app.inject({ method: 'POST', url: `/api/autoblog/runs/${run.id}/resume`, headers: { cookie: user.cookie }, payload: { unique_id: user.unique_id } });
    expect(resumed.statusCode, resumed.body).toBe(200);
    const finished = await waitForRun(app, user, run.id);
    expect(finished.articles.map((article) => article.status)).toEqual(['done', 'done', 'done']);
    expect([...finishedCalls(fake).values()].every((count) => count === 1)).toBe(true);
    expect(finishedCalls(fake).size).toBe(18);
  });
});

describe('cancel', () => {
  it('stops every article not finished; nothing is saved or charged, and each can be retried', async () => {
    const user = await writer('Hasty Writer');
    const before = await userPool(ctx, user);
    // "long answer" makes the local model stream slowly, so the articles are still being written.
    const response = await startRun(app, user, { keywords: [{ keyword: 'long answer one' }, { keyword: 'long answer two' }, { keyword: 'long answer three' }] });
    const runId = response.json<{ run: TAutoblogRun }>().run.id;
    expect(response.json().run.abilities.cancel).toBe(true);
    const cancelled = await app.inject({ method: 'POST', url: `/api/autoblog/runs/${runId}/cancel`, headers: { cookie: user.cookie }, payload: { unique_id: user.unique_id } });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const run = cancelled.json<{ run: TAutoblogRun }>().run;
    expect(run.status).toBe('cancelled');
    expect(run.articles.map((article) => [article.status, article.abilities.retry])).toEqual([['cancelled', true], ['cancelled', true], ['cancelled', true]]);
    expect(run.abilities).toEqual({ cancel: false, resume: false });
    expect((await userPool(ctx, user)).runs).toBe(before.runs);
  });
});

describe('bad input and other people’s ids', () => {
  let user: TTestUser;
  let stranger: TTestUser;
  beforeAll(async () => {
    user = await writer('Careful Writer', 3);
    stranger = await writer('Sid Stranger');
  });

  it('refuses an empty list, more than 100 keywords, a 10,000-line CSV quickly and broken CSV rows', async () => {
    expect((await startRun(app, user, { keywords: [] })).json()).toMatchObject({ error: 'bad_request', field: 'keywords' });
    expect((await startRun(app, user, { keyword: '   ' })).statusCode).toBe(400);
    const many = await startRun(app, user, { keywords: Array.from({ length: 101 }, (_, i) => ({ keyword: `kw ${i}` })) });
    expect(many.statusCode).toBe(400);
    expect(many.json().message).toBe('At most 100 keywords in one run; this list has 101. Split it into runs of 100 or fewer.');
    const huge = await startRun(app, user, { csv: Array.from({ length: 10_000 }, (_, i) => `keyword ${i}`).join('\n') });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toContain('this list has 10,000');
    const broken = await startRun(app, user, { csv: 'keyword,title,notes\ncompost,Compost,\n,No keyword,\na,b,c,d\n"open quote,x\nlast' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe(
      'The CSV has rows that cannot be read — row 3: the keyword is empty; row 4: 4 columns (expected keyword, title, notes); row 5: a quote is not closed (the rows after it were read as part of it).',
    );
  });

  it('says how many keywords the runs left can pay for', async () => {
    const response = await startRun(app, user, { keywords: [{ keyword: 'a' }, { keyword: 'b' }, { keyword: 'c' }, { keyword: 'd' }] });
    expect(response.statusCode).toBe(429);
    expect(response.json().message).toBe('This run needs 4 AutoBlog runs and you can do 3 now. Start it with 3 keywords or fewer, or buy more runs.');
  });

  it('says how many articles the credits left can pay for, by the estimate', async () => {
    const thrifty = await writer('Estimating Writer');
    await setCreditsLeft(ctx, thrifty, 40);
    // 1,500 words and the extras: 17.5 credits an article, so 40 credits pay for 2.
    const response = await startRun(app, thrifty, { keywords: [{ keyword: 'a' }, { keyword: 'b' }, { keyword: 'c' }] });
    expect(response.statusCode).toBe(429);
    expect(response.json().message).toBe('This run needs about 17.5 credits per article of 1,500 words and you have 40 left, enough for 2. Start it with 2 keywords or fewer, or buy more credits.');
    await setCreditsLeft(ctx, thrifty, 5);
    const none = await startRun(app, thrifty, { keyword: 'a', settings: { length: 600 } });
    expect(none.statusCode).toBe(429);
    expect(none.json().message).toBe('An article of 600 words needs about 8.5 credits and you have 5 left. Buy more credits, or write shorter articles.');
    // 300 words and the extras: 5.5 credits.
    expect((await startRun(app, thrifty, { keyword: 'a', settings: { length: 300 } })).statusCode).toBe(429);
    await setCreditsLeft(ctx, thrifty, 5.5);
    expect((await startRun(app, thrifty, { keyword: 'a', settings: { length: 300 } })).statusCode).toBe(202);
  });

  it("refuses another user's project and assets (404), and hides their runs and articles (404)", async () => {
    expect((await startRun(app, user, { keyword: 'compost', project_id: stranger.projects[0]!._id })).statusCode).toBe(404);
    const theirs = await addTextAsset(ctx.db, { userId: stranger.unique_id, projectId: stranger.projects[0]!._id, kind: 'file', title: 'secret.md', text: GARDEN_NOTES });
    expect((await startRun(app, user, { keyword: 'compost', asset_ids: [theirs.id] })).statusCode).toBe(404);
    const run = await started(stranger, { keyword: 'secret compost' });
    const as = (path: string, method: 'GET' | 'POST' = 'POST') =>
      app.inject({ method, url: method === 'GET' ? `${path}?unique_id=${user.unique_id}` : path, headers: { cookie: user.cookie }, ...(method === 'POST' ? { payload: { unique_id: user.unique_id } } : {}) });
    expect((await as(`/api/autoblog/runs/${run.id}`, 'GET')).statusCode).toBe(404);
    expect((await as(`/api/autoblog/runs/${run.id}/cancel`)).statusCode).toBe(404);
    expect((await as(`/api/autoblog/runs/${run.id}/resume`)).statusCode).toBe(404);
    expect((await as(`/api/autoblog/articles/${run.articles[0]!.id}/retry`)).statusCode).toBe(404);
    expect((await as('/api/autoblog/runs/not-a-uuid', 'GET')).statusCode).toBe(404);
  });
});

describe('without a model (the offline engine)', () => {
  it('refuses the run at start with how to connect one, and charges nothing', async () => {
    const offline = await buildTestApp({});
    try {
      const user = await buildUser(offline.app);
      await assignPlan(offline.ctx.db, user.unique_id, PLANS.premium_tier_1_monthly_june_2024!);
      await setAutoblogRuns(offline.ctx, user, 5);
      const response = await startRun(offline.app, user, { keyword: 'compost' });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain('cannot write AutoBlog articles here yet');
      expect((await userPool(offline.ctx, user)).runs).toBe(5);
    } finally {
      await offline.close();
    }
  });
});
