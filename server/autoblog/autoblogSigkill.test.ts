import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAutoblogRun } from '@core/api/autoblog';
import type { TUserDetailsRecord } from '@core/api/users';
import { PLANS } from '@core/plans/planTable';
import { assignPlan } from '../commands/planAssigner';
import { openDatabase, type TDatabase } from '../db/database';
import { blogs, usageEvents, users } from '../db/schema';
import { readTestDatabaseServerUrl } from '../env';
import { finishedCalls } from '../routes/autoblog/autoblogTestHelpers';
import { sessionCookie } from '../test/factories';
import { autoblogCallKey } from '../test/fakeProviders/autoblogAnswers';
import { promptText, startFakeOpenAI, type TFakeProvider } from '../test/fakeProviders/openaiCompatible';
import { createScratchDatabase } from '../test/testApp';

// The server as its own process, killed with SIGKILL (no shutdown hook runs, jobs stay "active",
// slots stay leased) in the middle of a 5-keyword run, then started again on the same PostgreSQL
// database: every article finishes exactly once, each charged once, and no model call that had
// finished is asked again (counted on the fake model server).
const serverUrl = readTestDatabaseServerUrl();
const KEYWORDS = ['oak trees', 'ash trees', 'elm trees', 'yew trees', 'fir trees'];
let fake: TFakeProvider;
let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
let database: TDatabase;
let dataDir: string;
let port: number;
let server: ChildProcess | null = null;

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port: free } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return free;
}

const origin = () => `http://127.0.0.1:${port}`;

/** Starts `server/index.ts` in a child process and waits until it answers. */
async function startServer(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: origin(),
      DATABASE_URL: scratch.url,
      DATA_DIR: dataDir,
      WEB_DIST_DIR: './test-no-dist',
      BETTER_AUTH_SECRET: 'autoblog-sigkill-test-secret-0123456789',
      OPENAI_COMPATIBLE_BASE_URL: fake.baseUrl,
      OPENAI_COMPATIBLE_MODEL: 'fake-model',
      AI_RETRIES: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${origin()}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the server did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function call<T>(cookie: string, method: string, url: string, body?: unknown): Promise<T> {
  const response = await fetch(`${origin()}${url}`, { method, headers: { cookie, origin: origin(), ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

describe.skipIf(!serverUrl)('an AutoBlog run across a SIGKILL of the server process (PostgreSQL)', () => {
  beforeAll(async () => {
    // Slow tokens, so the kill lands in the middle of the run.
    fake = await startFakeOpenAI({ delayMs: 8 });
    scratch = await createScratchDatabase(serverUrl!);
    database = await openDatabase({ databaseUrl: scratch.url, dataDir: 'memory://' });
    dataDir = await mkdtemp(path.join(tmpdir(), 'longform-sigkill-'));
    port = await freePort();
  });
  afterAll(async () => {
    server?.kill('SIGKILL');
    await database?.close();
    await fake?.close();
    await scratch?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('finishes every article exactly once, charged once, with no finished model call asked again', async () => {
    server = await startServer();
    const signUp = await fetch(`${origin()}/api/add/user`, {
      method: 'POST',
      headers: { origin: origin(), 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Kim Killed', email: `kim-${Date.now()}@example.com`, password: 'correct-horse-42', project_name: 'Trees' }),
    });
    expect(signUp.status).toBe(201);
    const user = ((await signUp.json()) as { user: TUserDetailsRecord }).user;
    const cookie = sessionCookie(signUp.headers.getSetCookie());
    await assignPlan(database.db, user.unique_id, PLANS.premium_tier_1_monthly_june_2024!);
    await database.db.update(users).set({ featureRuns: { autoblog_workflow: 10, content_optimization: 0 }, additionalRuns: { autoblog_workflow: 0, content_optimization: 0 }, creditLimit: 1_000, additionalCredits: 0, creditsUsed: 500 }).where(eq(users.id, user.unique_id));
    const { run: started } = await call<{ run: TAutoblogRun }>(cookie, 'POST', '/api/autoblog/runs', {
      unique_id: user.unique_id,
      project_id: user.projects[0]!._id,
      keywords: KEYWORDS.map((keyword) => ({ keyword })),
      settings: { mode: 'instruct' },
    });

    // Kill once some articles are done and others are being written.
    for (;;) {
      const { run } = await call<{ run: TAutoblogRun }>(cookie, 'GET', `/api/autoblog/runs/${started.id}?unique_id=${user.unique_id}`);
      if (run.counts.done >= 1 && run.counts.active >= 1) break;
      if (run.counts.active === 0) throw new Error('the run finished before the kill');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const inFlight = new Set(fake.requests.filter((request) => !request.finished).map((request) => autoblogCallKey(promptText(request.body))));
    server.kill('SIGKILL');
    await new Promise((resolve) => server!.once('exit', resolve));

    server = await startServer();
    const deadline = Date.now() + 150_000;
    let run: TAutoblogRun;
    for (;;) {
      ({ run } = await call<{ run: TAutoblogRun }>(cookie, 'GET', `/api/autoblog/runs/${started.id}?unique_id=${user.unique_id}`));
      if (run.counts.active === 0) break;
      if (Date.now() > deadline) throw new Error(`still working: ${JSON.stringify(run.articles.map((article) => [article.keyword, article.status, article.step]))}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(run.articles.map((article) => article.status)).toEqual(KEYWORDS.map(() => 'done'));
    // Each article: an outline, three sections, the extras and the snippet's optimisation, finished once (a call cut by the kill may be asked again).
    const calls = finishedCalls(fake);
    expect(calls.size).toBe(KEYWORDS.length * 6);
    expect([...calls.entries()].filter(([key, count]) => count > 1 && !inFlight.has(key))).toEqual([]);
    expect(await database.db.select({ id: blogs.id }).from(blogs).where(eq(blogs.userId, user.unique_id))).toHaveLength(KEYWORDS.length);
    const charges = await database.db.select().from(usageEvents).where(eq(usageEvents.userId, user.unique_id));
    expect(charges.filter((event) => event.feature === 'autoblog')).toHaveLength(KEYWORDS.length);
    const [pool] = await database.db.select({ runs: users.featureRuns }).from(users).where(eq(users.id, user.unique_id));
    expect(pool!.runs.autoblog_workflow).toBe(10 - KEYWORDS.length);
  }, 240_000);
});
