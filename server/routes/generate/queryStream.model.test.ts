import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { recordGeneration } from '../../commands/generationRecorder';
import type { TApp, TContext } from '../../context';
import { promptText, startFakeOpenAI, type TFakeProvider } from '../../test/fakeProviders/openaiCompatible';
import { startFakeSearch, type TFakeSearch } from '../../test/fakeProviders/searxng';
import { parseSseEvents, streamedText } from '../../test/fakeProviders/sseEvents';
import { buildUser, type TTestUser } from '../../test/factories';
import { buildTestApp } from '../../test/testApp';

let app: TApp;
let ctx: TContext;
let close: () => Promise<void>;
let fake: TFakeProvider;
let search: TFakeSearch;
let writer: TTestUser;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  search = await startFakeSearch();
  ({ app, ctx, close } = await buildTestApp({
    OPENAI_COMPATIBLE_BASE_URL: fake.baseUrl,
    OPENAI_COMPATIBLE_MODEL: 'fake-model',
    SEARXNG_URL: search.url,
    AI_TIMEOUT_SECONDS: '0.5',
    AI_RETRIES: '2',
  }));
  writer = await buildUser(app);
});
afterAll(async () => {
  await close();
  await fake.close();
  await search.close();
});
beforeEach(() => fake.reset());

const ask = (user: TTestUser, body: Record<string, unknown> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/generate/query/stream',
    headers: { cookie: user.cookie },
    payload: { unique_id: user.unique_id, project_id: user.projects[0]!._id, query: 'What does the research say about sleep?', ...body },
  });
const creditsUsed = async (user: TTestUser) =>
  (await app.inject({ url: `/api/verify/user/credits?unique_id=${user.unique_id}`, headers: { cookie: user.cookie } })).json<{ credits_used: number }>().credits_used;
/** The answer calls the fake received (not the follow-up suggestions that follow an answer). */
const streamCalls = () => fake.requests.filter((request) => !/follow-up questions/i.test(promptText(request.body)));
const waitFor = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 20));
};

describe('POST /api/generate/query/stream with a model', () => {
  it('streams meta, every token in order, follow-ups and done, and charges the words', async () => {
    fake.queue({ kind: 'answer', text: 'Sleep helps memory. Adults need seven hours.' });
    const before = await creditsUsed(writer);
    const response = await ask(writer);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/event-stream');
    const events = parseSseEvents(response.body);
    expect(events[0]).toEqual({ event: 'meta', data: { engine: 'model', model: 'fake-model', requested_model: 'azure-gpt', chat_id: expect.any(String) } });
    expect(events.filter((e) => e.event === 'token').length).toBe(7);
    expect(streamedText(events)).toBe('Sleep helps memory. Adults need seven hours.');
    expect(events.map((e) => e.event).filter((name) => name !== 'token')).toEqual(['meta', 'follow_up', 'done']);
    expect(events.find((e) => e.event === 'follow_up')?.data).toEqual({
      follow_up: ['What does the source say next?', 'How was this measured?', 'Where can I read more?'],
    });
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    if (done.event !== 'done') return;
    expect(done.data).toMatchObject({ finish_reason: 'stop', words: 7, credits_charged: 0.1, notice: null, chat_id: events[0]!.event === 'meta' ? events[0]!.data.chat_id : 'meta first' });
    expect((await creditsUsed(writer)) - before).toBeCloseTo(0.1);
  });

  it('sends the prompt without sentences that start with three asterisks (spec §5)', async () => {
    await ask(writer, { query: 'Summarise the trial. ***Do not mention the sponsor Acme. Keep it short.' });
    const sent = promptText(streamCalls()[0]!.body);
    expect(sent).toContain('Summarise the trial.');
    expect(sent).toContain('Keep it short.');
    expect(sent).not.toContain('Acme');
  });

  it('serp mode grounds the answer on web results, keeps real citations and drops invented ones', async () => {
    search.answer([
      { title: 'Sleep study', url: 'https://example.org/sleep', snippet: 'Adults who sleep seven hours remember more.' },
      { title: 'Memory review', url: 'https://example.org/memory', snippet: 'Sleep consolidates memory.' },
    ]);
    fake.queue({ kind: 'answer', text: 'Seven hours helps [1]. Memory too [2]. Also this [7]. And [1, 9].' });
    const events = parseSseEvents((await ask(writer, { mode: 'serp' })).body);
    expect(streamedText(events)).toBe('Seven hours helps [1]. Memory too [2]. Also this . And .');
    const citations = events.find((e) => e.event === 'citations');
    expect(citations?.event === 'citations' && citations.data.citations.map((c) => [c.n, c.kind, c.url])).toEqual([
      [1, 'web', 'https://example.org/sleep'],
      [2, 'web', 'https://example.org/memory'],
    ]);
    expect(search.queries.at(-1)).toMatchObject({ path: '/search', format: 'json', q: 'What does the research say about sleep?' });
    expect(promptText(streamCalls()[0]!.body)).toContain('[1] Sleep study — https://example.org/sleep');
  });

  it('retries the installation’s model before the first token, then answers', async () => {
    fake.queue({ kind: 'fail', status: 500 }, { kind: 'fail', status: 503 }, { kind: 'answer', text: 'Third time lucky.' });
    const response = await ask(writer);
    expect(response.statusCode).toBe(200);
    expect(streamedText(parseSseEvents(response.body))).toBe('Third time lucky.');
    expect(streamCalls()).toHaveLength(3);
  });

  it('reports a plain 502 after the retries and charges nothing', async () => {
    fake.queue({ kind: 'fail', status: 500 }, { kind: 'fail', status: 500 }, { kind: 'fail', status: 500 });
    const before = await creditsUsed(writer);
    const response = await ask(writer);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ error: 'model_failed', message: 'The language model did not answer. Please try again in a minute.' });
    expect(streamCalls()).toHaveLength(3);
    expect(await creditsUsed(writer)).toBe(before);
  });

  it('does not retry a configuration error (401)', async () => {
    fake.queue({ kind: 'fail', status: 401 });
    const response = await ask(writer);
    expect(response.statusCode).toBe(502);
    expect(streamCalls()).toHaveLength(1);
  });

  it('gives up on a provider that hangs, after the idle timeout and the retries', async () => {
    fake.queue({ kind: 'hang' }, { kind: 'hang' }, { kind: 'hang' });
    const response = await ask(writer);
    expect(response.statusCode).toBe(502);
    expect(streamCalls()).toHaveLength(3);
    await waitFor(() => streamCalls().every((call) => call.closedEarly));
    expect(streamCalls().every((call) => call.closedEarly)).toBe(true);
  });

  it('ends with an error event when the stream is cut midway, and charges nothing', async () => {
    fake.queue({ kind: 'cut', text: 'One two three four five six', afterTokens: 2 });
    const before = await creditsUsed(writer);
    const events = parseSseEvents((await ask(writer)).body);
    expect(events.map((e) => e.event)).toEqual(['meta', 'token', 'token', 'error']);
    expect(events.at(-1)?.data).toMatchObject({ status: 502, error: 'model_failed' });
    expect(await creditsUsed(writer)).toBe(before);
  });

  it('refuses with 403 a unique_id that is not the session user', async () => {
    const other = await buildUser(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/generate/query/stream',
      headers: { cookie: writer.cookie },
      payload: { unique_id: other.unique_id, project_id: other.projects[0]!._id, query: 'Hello?' },
    });
    expect(response.statusCode).toBe(403);
    expect(fake.requests).toHaveLength(0);
  });

  it('answers 404 for another user’s project', async () => {
    const other = await buildUser(app);
    const response = await ask(writer, { project_id: other.projects[0]!._id });
    expect(response.statusCode).toBe(404);
  });

  it('refuses with 420 while fair usage blocks the mode, before calling the model', async () => {
    const user = await buildUser(app);
    for (let i = 0; i < 15; i++) await recordGeneration(ctx.db, { userId: user.unique_id, mode: 'instruct' });
    const response = await ask(user);
    expect(response.statusCode).toBe(420);
    expect(response.json()).toMatchObject({ error: 'fair_usage_blocked' });
    expect(fake.requests).toHaveLength(0);
  });

  it('records every generation for fair usage, answered or failed', async () => {
    const user = await buildUser(app);
    fake.queue({ kind: 'answer', text: 'Fine.' });
    expect((await ask(user)).statusCode).toBe(200);
    fake.queue({ kind: 'fail', status: 401 });
    expect((await ask(user)).statusCode).toBe(502);
    const status = await app.inject({ url: `/api/fair/usage/status?unique_id=${user.unique_id}&mode=instruct`, headers: { cookie: user.cookie } });
    expect(status.json()).toMatchObject({ ratio: 13, blocked: false });
  });

  it('refuses more files than the plan allows (spec §6: 3 on the trial)', async () => {
    const refs = ['a', 'b', 'c', 'd'].map((id) => ({ asset_id: id, label: `${id}.pdf` }));
    const response = await ask(writer, { mode: 'file', search_obj: { filename: refs, url: [], domain: [] } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: 'selection_limit_exceeded', field: 'search_obj' });
  });

  it('refuses with 403 a model the user’s flags do not offer, before calling the model', async () => {
    const user = await buildUser(app);
    await ctx.flags.store.setOverride('factgpt-model-gpt-4', { value: false, emails: [user.email] }, 'test');
    const refused = await ask(user, { model: 'gpt-4' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'model_not_allowed', field: 'model' });
    expect(fake.requests).toHaveLength(0);
    // The same user still gets the models their flags keep, and another user gets gpt-4.
    expect((await ask(user, { model: 'gpt-4-turbo' })).statusCode).toBe(200);
    expect((await ask(writer, { model: 'gpt-4' })).statusCode).toBe(200);
  });

  it('refuses an unknown model name with 400', async () => {
    const response = await ask(writer, { model: 'gpt-9' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'unknown_model' });
  });

  it('stops the provider call when the client aborts (the stop button)', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const words = Array.from({ length: 60 }, (_, i) => `word${i}`).join(' ');
    fake.queue({ kind: 'answer', text: words, delayMs: 40 });
    const controller = new AbortController();
    const response = await fetch(`http://127.0.0.1:${port}/api/generate/query/stream`, {
      method: 'POST',
      signal: controller.signal,
      headers: { 'content-type': 'application/json', cookie: writer.cookie },
      body: JSON.stringify({ unique_id: writer.unique_id, project_id: writer.projects[0]!._id, query: 'Write a long list.' }),
    });
    const reader = response.body!.getReader();
    let received = '';
    while ((received.match(/event: token/g) ?? []).length < 2) received += new TextDecoder().decode((await reader.read()).value);
    controller.abort();
    const call = streamCalls()[0]!;
    await waitFor(() => call.closedEarly);
    expect(call.closedEarly).toBe(true);
    expect(call.tokensSent).toBeLessThan(60);
  });
});

describe('POST /api/public/generate/query/stream with a model', () => {
  it('answers a visitor’s serp question from the web with citations, on the default chat model', async () => {
    search.answer([{ title: 'SEO guide', url: 'https://example.org/seo', snippet: 'SEO is the practice of earning search traffic.' }]);
    fake.queue({ kind: 'answer', text: 'SEO earns search traffic [1].' });
    const response = await app.inject({ method: 'POST', url: '/api/public/generate/query/stream', payload: { query: 'What is SEO?', mode: 'serp' } });
    const events = parseSseEvents(response.body);
    expect(events[0]).toEqual({ event: 'meta', data: { engine: 'model', model: 'fake-model', requested_model: 'azure-gpt' } });
    expect(streamedText(events)).toBe('SEO earns search traffic [1].');
    expect(events.find((e) => e.event === 'citations')).toBeDefined();
  });

  it('refuses with 400 once the 15 runs of the day are used, without calling the model', async () => {
    const visitor = { headers: { cookie: 'longform_visitor=bench_visitor_abcdefghijklmnop' } };
    for (let i = 0; i < 14; i++) {
      const used = await app.inject({ method: 'POST', url: '/api/public/runs/use', ...visitor, payload: { tool: 'factgpt' } });
      expect(used.statusCode).toBe(200);
    }
    fake.reset();
    const response = await app.inject({ method: 'POST', url: '/api/public/generate/query/stream', ...visitor, payload: { query: 'One more?' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'public_runs_exhausted' });
    expect(fake.requests).toHaveLength(0);
  });
});
