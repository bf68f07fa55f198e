import type { AddressInfo } from 'node:net';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TChat } from '@core/api/chat';
import { creditsForText } from '@core/credits/creditsForText';
import type { TApp, TContext } from '../../context';
import { ClientAbortError } from '../../ai/modelStream';
import { fairUsageEvents, usageEvents } from '../../db/schema';
import { withGeneration } from '../../generation/generationCharge';
import type { TGatePass } from '../../generation/generationGate';
import { promptText, startFakeOpenAI, type TFakeProvider } from '../../test/fakeProviders/openaiCompatible';
import { parseSseEvents, streamedText } from '../../test/fakeProviders/sseEvents';
import { buildUser, type TTestUser } from '../../test/factories';
import { buildTestApp, TEST_ORIGIN } from '../../test/testApp';

// One transaction per answer (docs/decisions.md, issue 15): what is charged is saved, what is not
// saved is not charged, whatever the client does.

let app: TApp;
let ctx: TContext;
let close: () => Promise<void>;
let fake: TFakeProvider;
let base: string;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  ({ app, ctx, close } = await buildTestApp({ OPENAI_COMPATIBLE_BASE_URL: fake.baseUrl, OPENAI_COMPATIBLE_MODEL: 'fake-model', AI_RETRIES: '0' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await close();
  await fake.close();
});
beforeEach(() => fake.reset());

const headers = (user: TTestUser) => ({ cookie: user.cookie, origin: TEST_ORIGIN });
const ask = (user: TTestUser, body: Record<string, unknown> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/generate/query/stream',
    headers: headers(user),
    payload: { unique_id: user.unique_id, project_id: user.projects[0]!._id, query: 'What do tides depend on?', ...body },
  });
const doneOf = (body: string) => {
  const done = parseSseEvents(body).find((event) => event.event === 'done');
  if (done?.event !== 'done') throw new Error(`no done event in ${body}`);
  return done.data;
};
const chatsOf = async (user: TTestUser) =>
  (await app.inject({ url: `/api/fetch/chat/history?unique_id=${user.unique_id}`, headers: headers(user) })).json<{ chat_items: { save_id: string; title: string }[]; total: number }>();
const chatOf = async (user: TTestUser, chatId: string) =>
  (await app.inject({ url: `/api/fetch/user/chat?chat_id=${chatId}&unique_id=${user.unique_id}`, headers: headers(user) })).json<{ chat: TChat }>().chat;
const creditsUsed = async (user: TTestUser) =>
  Number((await app.inject({ url: `/api/verify/user/credits?unique_id=${user.unique_id}`, headers: headers(user) })).json<{ credits_used: number }>().credits_used);
const ledgerOf = (user: TTestUser) => ctx.db.select().from(usageEvents).where(eq(usageEvents.userId, user.unique_id));
const fairUsageCount = async (user: TTestUser) =>
  (await ctx.db.select({ n: count() }).from(fairUsageEvents).where(eq(fairUsageEvents.userId, user.unique_id)))[0]!.n;
/** The answer calls the fake received (not the follow-up suggestions that follow an answer). */
const answerCalls = () => fake.requests.filter((request) => !/follow-up questions/i.test(promptText(request.body)));
async function waitFor(check: () => Promise<boolean> | boolean) {
  for (let i = 0; i < 250; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the condition never held');
}
/** Opens a real request through a socket, reads until `tokens` tokens arrived, then closes it, as a closed tab does. */
async function leaveMidAnswer(url: string, user: TTestUser, body: Record<string, unknown>, tokens: number) {
  const controller = new AbortController();
  const response = await fetch(`${base}${url}`, {
    method: 'POST',
    signal: controller.signal,
    headers: { 'content-type': 'application/json', ...headers(user) },
    body: JSON.stringify({ unique_id: user.unique_id, ...body }),
  });
  const reader = response.body!.getReader();
  let received = '';
  while ((received.match(/event: token/g) ?? []).length < tokens) received += new TextDecoder().decode((await reader.read()).value);
  controller.abort();
  return parseSseEvents(received.slice(0, received.lastIndexOf('\n\n') + 2));
}

describe('FactGPT: the server saves the answer with its charge', () => {
  it('done names the saved chat; the list shows it with the question and answer, mode, sources and model', async () => {
    const user = await buildUser(app);
    fake.queue({ kind: 'answer', text: 'Tides depend on the moon and the sun.' });
    const response = await ask(user, { model: 'gpt-4' });
    const events = parseSseEvents(response.body);
    const done = doneOf(response.body);
    expect(done.chat_id).toEqual(expect.any(String));
    expect(events[0]).toMatchObject({ event: 'meta', data: { chat_id: done.chat_id } });

    const list = await chatsOf(user);
    expect(list).toMatchObject({ total: 1, chat_items: [{ save_id: done.chat_id, title: 'What do tides depend on?' }] });
    const chat = await chatOf(user, done.chat_id!);
    expect(chat).toMatchObject({ mode: 'instruct', model: 'gpt-4', project_id: user.projects[0]!._id, team_id: null, follow_up: expect.arrayContaining(['How was this measured?']) });
    expect(chat.chat_history).toMatchObject([
      { role: 'user', content: 'What do tides depend on?' },
      { role: 'assistant', content: 'Tides depend on the moon and the sun.', engine: 'model', model: 'fake-model' },
    ]);
    expect(chat.chat_history[1]!.stopped).toBeUndefined();
    const [charge] = await ledgerOf(user);
    expect(charge).toMatchObject({ feature: 'factgpt', words: 8 });
    expect(Number(charge!.credits)).toBeCloseTo(done.credits_charged, 5);
  });

  it('a second question naming the chat appends to it; the title stays the first question', async () => {
    const user = await buildUser(app);
    const first = doneOf((await ask(user)).body);
    fake.queue({ kind: 'answer', text: 'Spring tides are the highest.' });
    const second = doneOf((await ask(user, { query: 'Which tides are highest?', chat_id: first.chat_id })).body);
    expect(second.chat_id).toBe(first.chat_id);
    const chat = await chatOf(user, first.chat_id!);
    expect(chat.title).toBe('What do tides depend on?');
    expect(chat.chat_history.map((item) => [item.role, item.content])).toEqual([
      ['user', 'What do tides depend on?'],
      ['assistant', 'This answer comes from the local test model.'],
      ['user', 'Which tides are highest?'],
      ['assistant', 'Spring tides are the highest.'],
    ]);
    expect((await chatsOf(user)).total).toBe(1);
    expect(await ledgerOf(user)).toHaveLength(2);
  });

  it('two answers to one chat at once both stay (the chat is appended to under a row lock)', async () => {
    const user = await buildUser(app);
    const chatId = doneOf((await ask(user)).body).chat_id;
    const both = await Promise.all(['First at once?', 'Second at once?'].map((query) => ask(user, { query, chat_id: chatId })));
    expect(both.map((response) => doneOf(response.body).chat_id)).toEqual([chatId, chatId]);
    const questions = (await chatOf(user, chatId!)).chat_history.filter((item) => item.role === 'user').map((item) => item.content);
    expect(questions).toHaveLength(3);
    expect(questions).toEqual(expect.arrayContaining(['What do tides depend on?', 'First at once?', 'Second at once?']));
  });

  it('refuses another user’s chat with 404 before calling the model, and charges nothing', async () => {
    const owner = await buildUser(app);
    const theirs = doneOf((await ask(owner)).body).chat_id;
    const intruder = await buildUser(app);
    fake.reset();
    const refused = await ask(intruder, { chat_id: theirs });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ error: 'not_found' });
    expect(fake.requests).toHaveLength(0);
    expect(await ledgerOf(intruder)).toHaveLength(0);
    expect((await chatOf(owner, theirs!)).chat_history).toHaveLength(2);
    expect((await ask(intruder, { chat_id: 'not-a-chat-id' })).statusCode).toBe(404);
  });

  it('a provider failure, before the first token or midway, charges and saves nothing (fair usage still counts it)', async () => {
    const user = await buildUser(app);
    const before = await creditsUsed(user);
    fake.queue({ kind: 'fail', status: 500 });
    expect((await ask(user)).statusCode).toBe(502);
    fake.queue({ kind: 'cut', text: 'One two three four five six', afterTokens: 2 });
    const cut = parseSseEvents((await ask(user)).body);
    expect(cut.map((event) => event.event)).toEqual(['meta', 'token', 'token', 'error']);
    expect((await chatsOf(user)).total).toBe(0);
    expect(await ledgerOf(user)).toHaveLength(0);
    expect(await creditsUsed(user)).toBe(before);
    expect(await fairUsageCount(user)).toBe(2);
  });

  it('a browser closed mid-answer: the words written are saved, marked stopped, and exactly they are charged', async () => {
    const user = await buildUser(app);
    const before = await creditsUsed(user);
    const words = Array.from({ length: 80 }, (_, i) => `word${i}`).join(' ');
    fake.queue({ kind: 'answer', text: words, delayMs: 30 });
    const seen = await leaveMidAnswer('/api/generate/query/stream', user, { project_id: user.projects[0]!._id, query: 'Write a long list.' }, 3);
    const promised = seen[0]?.event === 'meta' ? seen[0].data.chat_id : undefined;
    expect(promised).toEqual(expect.any(String));

    await waitFor(async () => (await ledgerOf(user)).length > 0);
    await waitFor(() => answerCalls()[0]!.closedEarly); // the stop reached the provider
    const [charge] = await ledgerOf(user);
    const chat = await chatOf(user, promised!);
    const answer = chat.chat_history[1]!;
    expect(answer).toMatchObject({ role: 'assistant', stopped: true });
    expect(answer.content.startsWith(streamedText(seen))).toBe(true);
    expect(answer.content.split(' ').length).toBeLessThan(80);
    // The ledger, the user's counter and the saved answer agree.
    const charged = creditsForText([answer.content]);
    expect(charge).toMatchObject({ feature: 'factgpt', words: charged.words });
    expect(Number(charge!.credits)).toBeCloseTo(charged.credits, 5);
    expect((await creditsUsed(user)) - before).toBeCloseTo(charged.credits, 5);
    expect(chat.follow_up).toEqual([]);
    expect(await fairUsageCount(user)).toBe(1);
  });
});

describe('JSON generation calls: the record and the charge are one write', () => {
  const passOf = (user: TTestUser): TGatePass =>
    ({
      user: { id: user.unique_id, email: user.email, name: user.name, teams: [] } as unknown as TGatePass['user'],
      teamId: null,
      projectId: user.projects[0]!._id,
      mode: 'instruct',
      engine: ctx.ai.models.engineFor('azure-gpt'),
      chargesCredits: true,
      startedAt: new Date(),
    }) as TGatePass;
  const text = 'Twelve words written by the model for this charge, and no more.';

  it('a failed save undoes the charge and the fair-usage record together; the failure is then counted once', async () => {
    const user = await buildUser(app);
    const failing = withGeneration(ctx, passOf(user), (commit) =>
      commit({ text, feature: 'instruct', chargeable: true }, { save: async () => Promise.reject(new Error('save failed')) }),
    );
    await expect(failing).rejects.toThrow('save failed');
    expect(await ledgerOf(user)).toHaveLength(0);
    expect(await creditsUsed(user)).toBe(0);
    expect(await fairUsageCount(user)).toBe(1);
  });

  it('a client gone before the commit charges nothing; one still there is charged once, with one record', async () => {
    const user = await buildUser(app);
    const gone = new AbortController();
    gone.abort();
    const left = withGeneration(ctx, passOf(user), (commit) => commit({ text, feature: 'instruct', chargeable: true }, { abandonIf: gone.signal }));
    await expect(left).rejects.toBeInstanceOf(ClientAbortError);
    expect(await ledgerOf(user)).toHaveLength(0);
    expect(await fairUsageCount(user)).toBe(1);

    const kept = await withGeneration(ctx, passOf(user), (commit) => commit({ text, feature: 'instruct', chargeable: true }, { abandonIf: new AbortController().signal }));
    expect(kept.credits).toBeGreaterThan(0);
    expect(await ledgerOf(user)).toHaveLength(1);
    expect(await fairUsageCount(user)).toBe(2);
  });

  it('instruct: a client that closes the request while the model writes is charged nothing', async () => {
    const user = await buildUser(app);
    const words = Array.from({ length: 80 }, (_, i) => `word${i}`).join(' ');
    fake.queue({ kind: 'answer', text: words, delayMs: 30 });
    const controller = new AbortController();
    const request = fetch(`${base}/api/generate/instruct`, {
      method: 'POST',
      signal: controller.signal,
      headers: { 'content-type': 'application/json', ...headers(user) },
      body: JSON.stringify({ unique_id: user.unique_id, text: 'Write a long list.' }),
    }).catch((error: unknown) => error);
    await waitFor(() => (answerCalls()[0]?.tokensSent ?? 0) >= 3);
    controller.abort();
    await request;
    await waitFor(async () => (await fairUsageCount(user)) === 1);
    await waitFor(() => answerCalls()[0]!.closedEarly);
    expect(await ledgerOf(user)).toHaveLength(0);
    expect(await creditsUsed(user)).toBe(0);
  });
});
