/**
 * AutoBlog throughput and orchestration overhead. 20 keywords (split among BENCH_USERS people, since
 * each person has at most 2 articles written at once) run through the real server's jobs against
 * the local OpenAI-compatible fake streaming at a fixed rate (BENCH_TOKEN_MS per token: 20 ms is 50
 * tokens/s per stream), with AUTOBLOG_CONCURRENCY articles per process. Then the same run against
 * a fake that answers at once: its time per article is our orchestration (research, prompts, step
 * storage, jobs, saving and charging the doc) plus the fake's own HTTP — an upper bound of the
 * overhead. On in-memory PGlite, or PostgreSQL with BENCH_BACKEND=postgres. Prints figures;
 * asserts nothing.
 *   npx tsx bench/autoblog/run.ts     (BENCH_KEYWORDS=20 BENCH_USERS=5 BENCH_CONCURRENCY=4 BENCH_TOKEN_MS=20)
 */
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import type { TAutoblogRun } from '../../core/api/autoblog';
import { PLANS } from '../../core/plans/planTable';
import { buildApp } from '../../server/app';
import { assignPlan } from '../../server/commands/planAssigner';
import type { TApp } from '../../server/context';
import { users } from '../../server/db/schema';
import { parseEnv } from '../../server/env';
import { buildUser, type TTestUser } from '../../server/test/factories';
import { startFakeOpenAI } from '../../server/test/fakeProviders/openaiCompatible';
import { createScratchDatabase, TEST_ORIGIN } from '../../server/test/testApp';

const keywords = Number(process.env.BENCH_KEYWORDS ?? 20);
const people = Number(process.env.BENCH_USERS ?? 5);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 4);
const tokenMs = Number(process.env.BENCH_TOKEN_MS ?? 20);
const backend = process.env.BENCH_BACKEND ?? 'pglite';
const postgresServer = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function runOf(app: TApp, user: TTestUser, id: string): Promise<TAutoblogRun> {
  const response = await app.inject({ method: 'GET', url: `/api/autoblog/runs/${id}?unique_id=${user.unique_id}`, headers: { cookie: user.cookie } });
  return response.json<{ run: TAutoblogRun }>().run;
}

/** Every keyword written once; the wall time, the articles done and the model's tokens. */
async function measure(delayMs: number): Promise<{ seconds: number; modelSeconds: number; done: number; failed: number; tokens: number; calls: number }> {
  const fake = await startFakeOpenAI({ delayMs });
  const scratch = backend === 'postgres' ? await createScratchDatabase(postgresServer) : null;
  const env = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: 'memory://',
    APP_URL: TEST_ORIGIN,
    WEB_DIST_DIR: './no-dist',
    OPENAI_COMPATIBLE_BASE_URL: fake.baseUrl,
    OPENAI_COMPATIBLE_MODEL: 'fake-model',
    AUTOBLOG_CONCURRENCY: String(concurrency),
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
  });
  const { app, ctx } = await buildApp(env);
  try {
    const writers: TTestUser[] = [];
    for (let i = 0; i < people; i += 1) {
      const user = await buildUser(app);
      await assignPlan(ctx.db, user.unique_id, PLANS.premium_tier_1_monthly_june_2024!);
      await ctx.db.update(users).set({ featureRuns: { autoblog_workflow: 1_000, content_optimization: 0 }, creditLimit: 1_000_000 }).where(eq(users.id, user.unique_id));
      writers.push(user);
    }
    const started = performance.now();
    const runs: { user: TTestUser; id: string }[] = [];
    // One-keyword runs started in turn across the people (keyword k is person k % people's), so the
    // queue interleaves them and no lane waits on one person's cap of 2 while others have work.
    for (let k = 0; k < keywords; k += 1) {
      const user = writers[k % people]!;
      const response = await app.inject({
        method: 'POST',
        url: '/api/autoblog/runs',
        headers: { cookie: user.cookie },
        payload: { unique_id: user.unique_id, project_id: user.projects[0]!._id, keyword: `bench topic ${k + 1}`, settings: { mode: 'instruct' } },
      });
      if (response.statusCode !== 202) throw new Error(`start: ${response.statusCode} ${response.body}`);
      runs.push({ user, id: response.json<{ run: TAutoblogRun }>().run.id });
    }
    let done = 0;
    let failed = 0;
    for (;;) {
      const states = await Promise.all(runs.map(({ user, id }) => runOf(app, user, id)));
      if (states.every((run) => run.counts.active === 0)) {
        done = states.reduce((sum, run) => sum + run.articles.filter((article) => article.status === 'done').length, 0);
        failed = states.reduce((sum, run) => sum + run.articles.filter((article) => article.status === 'failed').length, 0);
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const seconds = (performance.now() - started) / 1_000;
    // The time the model spent answering, summed over every call (what a lane waits for the model).
    const modelSeconds = fake.requests.reduce((sum, request) => sum + ((request.endedAt ?? request.startedAt) - request.startedAt), 0) / 1_000;
    return { seconds, modelSeconds, done, failed, tokens: fake.requests.reduce((sum, request) => sum + request.tokensSent, 0), calls: fake.requests.length };
  } finally {
    await app.close();
    await fake.close();
    await scratch?.drop();
  }
}

const lanes = Math.min(concurrency, people * 2, keywords);
const paced = await measure(tokenMs);
console.log(
  `[${backend}] ${keywords} articles (${people} people, AUTOBLOG_CONCURRENCY=${concurrency}, ${lanes} written at once) at ${Math.round(1_000 / tokenMs)} tokens/s per stream: ${paced.done} done, ${paced.failed} failed in ${paced.seconds.toFixed(1)} s = ${((paced.done / paced.seconds) * 60).toFixed(1)} articles/min (${paced.calls} model calls, ${paced.tokens} tokens)`,
);
// Per article at the paced rate: the lanes' time not spent waiting for the model (queue pickup, research, prompts, step storage, saving and charging, idle lanes at the end).
const outside = (paced.seconds * lanes - paced.modelSeconds) / Math.max(1, paced.done);
console.log(
  `[${backend}] at ${Math.round(1_000 / tokenMs)} tokens/s (model ${paced.modelSeconds.toFixed(1)} s over ${paced.seconds.toFixed(1)} s × ${lanes} lanes), time outside model calls per article (lane time less model time): ${(outside * 1_000).toFixed(0)} ms, ${((outside / ((paced.seconds * lanes) / Math.max(1, paced.done))) * 100).toFixed(1)}% of an article's lane time`,
);
const instant = await measure(0);
// Per article, in its lane: the instant run's wall time spread over the articles each lane wrote.
const overhead = (instant.seconds * lanes) / Math.max(1, instant.done);
const articleTime = (paced.seconds * lanes) / Math.max(1, paced.done);
console.log(
  `[${backend}] orchestration per article (the same run against a model that answers at once; includes the fake's own HTTP): ${(overhead * 1_000).toFixed(0)} ms, ${((overhead / articleTime) * 100).toFixed(1)}% of an article's ${articleTime.toFixed(1)} s at ${Math.round(1_000 / tokenMs)} tokens/s (aim: under 1 s and under 5%)`,
);
