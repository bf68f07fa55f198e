import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAutoblogRun } from '@core/api/autoblog';
import { PLANS } from '@core/plans/planTable';
import { buildApp } from '../app';
import { assignPlan } from '../commands/planAssigner';
import type { TApp, TContext } from '../context';
import { autoblogSteps, blogs, usageEvents } from '../db/schema';
import { parseEnv, readTestDatabaseServerUrl } from '../env';
import { AUTOBLOG_RETRY } from '../queues/autoblogJobs';
import { finishedCalls, setAutoblogRuns, setCreditsLeft, startRun, userPool, waitForRun } from '../routes/autoblog/autoblogTestHelpers';
import { buildUser } from '../test/factories';
import { autoblogCallKey } from '../test/fakeProviders/autoblogAnswers';
import { promptText, startFakeOpenAI, type TFakeProvider } from '../test/fakeProviders/openaiCompatible';
import { createScratchDatabase, TEST_ORIGIN } from '../test/testApp';

// A server stopped in the middle of a bulk run and a new one started on the same PostgreSQL
// database: the run resumes, every article finishes once, and no finished model call is repeated.
const serverUrl = readTestDatabaseServerUrl();
const KEYWORDS = ['apple trees', 'pear trees', 'plum trees', 'cherry trees', 'fig trees'];
let fake: TFakeProvider;
let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;

async function startServer(): Promise<{ app: TApp; ctx: TContext }> {
  const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', APP_URL: TEST_ORIGIN, WEB_DIST_DIR: './test-no-dist', DATA_DIR: 'memory://', BETTER_AUTH_SECRET: 'autoblog-restart-test-secret-0123456789', DATABASE_URL: scratch.url, OPENAI_COMPATIBLE_BASE_URL: fake.baseUrl, OPENAI_COMPATIBLE_MODEL: 'fake-model', AI_RETRIES: '0' });
  return buildApp(env);
}

describe.skipIf(!serverUrl)('an AutoBlog run across a server restart (PostgreSQL)', () => {
  beforeAll(async () => {
    AUTOBLOG_RETRY.limit = 2;
    AUTOBLOG_RETRY.delaySeconds = 1;
    // Slow tokens, so the stop lands in the middle of the run.
    fake = await startFakeOpenAI({ delayMs: 8 });
    scratch = await createScratchDatabase(serverUrl!);
  });
  afterAll(async () => {
    await fake.close();
    await scratch.drop();
  });

  it('resumes without repeating stored steps; every article finishes and is charged once', async () => {
    let { app, ctx } = await startServer();
    const user = await buildUser(app);
    await assignPlan(ctx.db, user.unique_id, PLANS.premium_tier_1_monthly_june_2024!);
    await setAutoblogRuns(ctx, user, 10);
    await setCreditsLeft(ctx, user, 500);
    const response = await startRun(app, user, { keywords: KEYWORDS.map((keyword) => ({ keyword })), settings: { mode: 'instruct' } });
    expect(response.statusCode, response.body).toBe(202);
    const runId = response.json<{ run: TAutoblogRun }>().run.id;

    // Stop once a few steps are stored; meanwhile at most two articles of this person are being written.
    let mostAtOnce = 0;
    for (;;) {
      const run = (await app.inject({ method: 'GET', url: `/api/autoblog/runs/${runId}?unique_id=${user.unique_id}`, headers: { cookie: user.cookie } })).json<{ run: TAutoblogRun }>().run;
      mostAtOnce = Math.max(mostAtOnce, run.articles.filter((article) => ['researching', 'outlining', 'writing', 'saving'].includes(article.status)).length);
      const stored = await ctx.db.select({ key: autoblogSteps.key }).from(autoblogSteps);
      if (stored.length >= 6) break;
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    // Calls still streaming when the server stops may be asked again (their answer never arrived whole); no other.
    const inFlight = new Set(fake.requests.filter((request) => !request.finished).map((request) => autoblogCallKey(promptText(request.body))));
    await app.close();
    expect(mostAtOnce).toBeLessThanOrEqual(2);

    ({ app, ctx } = await startServer());
    try {
      const run = await waitForRun(app, user, runId, 90_000);
      expect(run.articles.map((article) => article.status)).toEqual(KEYWORDS.map(() => 'done'));
      const calls = finishedCalls(fake);
      expect(calls.size).toBe(KEYWORDS.length * 6);
      expect([...calls.entries()].filter(([key, count]) => count > 1 && !inFlight.has(key))).toEqual([]);
      expect(await ctx.db.select({ id: blogs.id }).from(blogs).where(eq(blogs.userId, user.unique_id))).toHaveLength(KEYWORDS.length);
      const charges = await ctx.db.select().from(usageEvents).where(eq(usageEvents.userId, user.unique_id));
      expect(charges.filter((event) => event.feature === 'autoblog')).toHaveLength(KEYWORDS.length);
      expect((await userPool(ctx, user)).runs).toBe(10 - KEYWORDS.length);
    } finally {
      await app.close();
    }
  }, 120_000);
});
