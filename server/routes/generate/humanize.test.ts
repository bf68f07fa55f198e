import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { THumanizeResult } from '@core/api/humanize';
import type { TApp, TContext } from '../../context';
import { usageEvents, users } from '../../db/schema';
import { promptText, startFakeOpenAI, type TFakeProvider } from '../../test/fakeProviders/openaiCompatible';
import { buildUser, type TTestUser } from '../../test/factories';
import { buildTestApp, TEST_ORIGIN } from '../../test/testApp';

// Humanize AI rewrites (issue 18): gpt-4 runs on the fake model, the default chat model (azure-gpt)
// on the offline engine, as on the e2e server.

let app: TApp;
let ctx: TContext;
let close: () => Promise<void>;
let fake: TFakeProvider;
let base: string;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  ({ app, ctx, close } = await buildTestApp({ OPENAI_COMPATIBLE_BASE_URL: fake.baseUrl, AI_MODEL_GPT_4: 'compatible:fake-model', AI_RETRIES: '0' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await close();
  await fake.close();
});
beforeEach(() => fake.reset());

const STOCK = "In today's fast-paced world, the Eiffel Tower draws 7 million visitors a year. Guides delve into its history at https://example.com/tower.";
const PLAIN = 'Gustave Eiffel finished the tower in 1889 for the World Fair.';

const headers = (user: TTestUser) => ({ cookie: user.cookie, origin: TEST_ORIGIN });
const rewrite = (user: TTestUser, passages: string[], extra: Record<string, unknown> = {}) =>
  app.inject({ method: 'POST', url: '/api/content/humanize', headers: headers(user), payload: { unique_id: user.unique_id, model: 'gpt-4', passages: passages.map((text) => ({ text })), ...extra } });
const creditsUsed = async (user: TTestUser) =>
  Number((await app.inject({ url: `/api/verify/user/credits?unique_id=${user.unique_id}`, headers: headers(user) })).json<{ credits_used: number }>().credits_used);
const runsLeft = async (user: TTestUser) => (await ctx.db.select({ runs: users.featureRuns }).from(users).where(eq(users.id, user.unique_id)))[0]!.runs.content_optimization;
const setRuns = (user: TTestUser, runs: number) =>
  ctx.db.update(users).set({ featureRuns: { autoblog_workflow: 0, content_optimization: runs }, additionalRuns: { autoblog_workflow: 0, content_optimization: 0 } }).where(eq(users.id, user.unique_id));
const ledgerOf = (user: TTestUser) => ctx.db.select().from(usageEvents).where(eq(usageEvents.userId, user.unique_id));
/** What a user has spent: credits, runs and ledger rows. */
const spent = async (user: TTestUser) => ({ credits: await creditsUsed(user), runs: await runsLeft(user), ledger: (await ledgerOf(user)).length });

async function waitFor(check: () => boolean) {
  for (let i = 0; i < 250; i++) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the condition never held');
}

describe('POST /api/content/humanize with a model', () => {
  it('rewrites each passage; one that keeps its facts is acceptable, credits and one run are charged together', async () => {
    const user = await buildUser(app);
    const before = await spent(user);
    const response = await rewrite(user, [STOCK, PLAIN], { language: 'English-US', tone: 'friendly' });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<THumanizeResult>();
    expect(result).toMatchObject({ engine: 'model', model: 'fake-model', requested_model: 'gpt-4', notice: null });
    const [stock, plain] = result.passages;
    expect(stock).toMatchObject({
      index: 0,
      original: STOCK,
      rewrite: 'The Eiffel Tower draws 7 million visitors a year. Guides look at its history at https://example.com/tower.',
      unchanged: false,
      acceptable: true,
      kept: { kept: true, missing: [] },
    });
    expect(stock!.diff).toContainEqual({ op: 'insert', text: 'look at' });
    expect(stock!.diff.filter((op) => op.op === 'delete').map((op) => op.text).join('')).toContain('fast-paced world');
    // The plain passage came back as it was: nothing to accept, nothing charged for it.
    expect(plain).toMatchObject({ index: 1, rewrite: PLAIN, unchanged: true, acceptable: false });
    expect(result.words).toBe(19);
    expect(result.credits_charged).toBe(0.2);

    const after = await spent(user);
    expect(after.credits).toBeCloseTo(before.credits + 0.2, 5);
    expect(after.runs).toBe(before.runs - 1);
    expect((await ledgerOf(user)).map((row) => row.feature)).toEqual(['humanize']);
    const prompt = promptText(fake.requests[0]!.body);
    expect(prompt).toContain('Write in English-US.');
    expect(prompt).toContain('friendly tone');
  });

  it('flags a rewrite that lost a number: not acceptable, the number listed as missing', async () => {
    const user = await buildUser(app);
    const response = await rewrite(user, ['The bridge opened in 1887 and dropnumber carried 4,000 carts a day.']);
    expect(response.statusCode, response.body).toBe(200);
    const [passage] = response.json<THumanizeResult>().passages;
    expect(passage).toMatchObject({ unchanged: false, acceptable: false, kept: { kept: false, missing: [{ kind: 'number', text: '1887' }] } });
    expect(passage!.rewrite).not.toContain('1887');
  });

  it('a blank or non-JSON answer is the model failing: nothing charged, no run used', async () => {
    const user = await buildUser(app);
    const before = await spent(user);
    for (const text of [' ', 'Sure! Here is a more natural version of your text.', '{"passages":[{"index":0,"text":"  "}]}']) {
      fake.queue({ kind: 'answer', text });
      const response = await rewrite(user, [STOCK]);
      expect(response.statusCode, text).toBe(502);
      expect(response.json().error).toBe('model_failed');
    }
    expect(await spent(user)).toEqual(before);
  });

  it('no runs left: 429 at once, the model is never called', async () => {
    const user = await buildUser(app);
    await setRuns(user, 0);
    const response = await rewrite(user, [STOCK]);
    expect(response.statusCode).toBe(429);
    expect(response.json().error).toBe('runs_exhausted');
    expect(fake.requests).toHaveLength(0);
    expect(await creditsUsed(user)).toBe(0);
  });

  it('a pool emptied while the model wrote refuses at the commit, charging neither credits nor the run', async () => {
    const user = await buildUser(app);
    await setRuns(user, 1);
    fake.queue({ kind: 'answer', text: JSON.stringify({ passages: [{ index: 0, text: 'The tower draws 7 million visitors a year.' }] }), delayMs: 150 });
    const pending = rewrite(user, ['Every year the tower draws 7 million visitors.']);
    await waitFor(() => fake.requests.length === 1);
    await setRuns(user, 0);
    const response = await pending;
    expect(response.statusCode).toBe(429);
    expect(await spent(user)).toEqual({ credits: 0, runs: 0, ledger: 0 });
  });

  it('a client that leaves before the answer is charged nothing', async () => {
    const user = await buildUser(app);
    const before = await spent(user);
    fake.queue({ kind: 'hang' });
    const controller = new AbortController();
    const request = fetch(`${base}/api/content/humanize`, {
      method: 'POST',
      signal: controller.signal,
      headers: { 'content-type': 'application/json', ...headers(user) },
      body: JSON.stringify({ unique_id: user.unique_id, model: 'gpt-4', passages: [{ text: STOCK }] }),
    }).catch(() => null);
    await waitFor(() => fake.requests.length === 1);
    controller.abort();
    await request;
    await waitFor(() => fake.requests[0]!.closedEarly);
    expect(await spent(user)).toEqual(before);
  });
});

describe('POST /api/content/humanize without a model, and bad input', () => {
  it('the offline engine rewrites nothing and says it needs a model; nothing is charged', async () => {
    const user = await buildUser(app);
    const before = await spent(user);
    const response = await rewrite(user, [STOCK], { model: undefined });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<THumanizeResult>();
    expect(result).toMatchObject({ passages: [], engine: 'offline', credits_charged: 0, words: 0 });
    expect(result.notice).toContain('no language model connected');
    expect(result.notice).toContain('Ask your administrator to connect one.');
    expect(fake.requests).toHaveLength(0);
    expect(await spent(user)).toEqual(before);
  });

  it('refuses empty, blank, too many and too long passages with a clear 400', async () => {
    const user = await buildUser(app);
    const cases: Array<[string[], RegExp]> = [
      [[], /no text to rewrite/],
      [['   \n '], /blank/],
      [Array.from({ length: 41 }, () => 'A short passage.'), /at most 40 passages/],
      [Array.from({ length: 4 }, () => 'word '.repeat(800)), /at most 3,000 words at a time \(these passages have 3,200\)/],
    ];
    for (const [passages, message] of cases) {
      const response = await rewrite(user, passages);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    expect(fake.requests).toHaveLength(0);
  });

  it('a doc the user cannot read is 404; their own doc is rewritten in its language and tone', async () => {
    const owner = await buildUser(app);
    const other = await buildUser(app);
    const saved = await app.inject({
      method: 'POST',
      url: '/api/save/user/copy',
      headers: headers(owner),
      payload: {
        unique_id: owner.unique_id,
        project_id: owner.projects[0]!._id,
        copy_to_save: `<p>${PLAIN}</p>`,
        output_type: 'blog',
        user_input: { tone: 'playful' },
        meta_data: { language: 'Spanish' },
      },
    });
    expect(saved.statusCode, saved.body).toBeLessThan(300);
    const saveId = saved.json().copy._id as string;
    expect((await rewrite(other, [PLAIN], { save_id: saveId })).statusCode).toBe(404);
    expect(fake.requests).toHaveLength(0);
    expect((await rewrite(owner, [PLAIN], { save_id: saveId })).statusCode).toBe(200);
    // Written in the doc's language and tone, since the request named none.
    const prompt = promptText(fake.requests.at(-1)!.body);
    expect(prompt).toContain('Write in Spanish.');
    expect(prompt).toContain('Write in a playful tone.');
  });

  it('needs a session, and the session’s own id', async () => {
    const user = await buildUser(app);
    const other = await buildUser(app);
    const anonymous = await app.inject({ method: 'POST', url: '/api/content/humanize', payload: { unique_id: user.unique_id, passages: [{ text: PLAIN }] } });
    expect(anonymous.statusCode).toBe(401);
    expect((await rewrite(user, [PLAIN], { unique_id: other.unique_id })).statusCode).toBe(403);
  });
});
