import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TStreamEvent } from '@core/api/generate';
import type { TApp } from '../../context';
import { PUBLIC_WEB_SEARCH_FAILED_NOTICE, publicNoModelNotice, publicNoResultsNotice, publicNoWebSearchNotice } from '../../ai/offline/publicNotices';
import { startFakeOpenAI, type TFakeProvider } from '../../test/fakeProviders/openaiCompatible';
import { startFakeSearch, type TFakeSearch } from '../../test/fakeProviders/searxng';
import { parseSseEvents, streamedText } from '../../test/fakeProviders/sseEvents';
import { buildTestApp } from '../../test/testApp';

/**
 * The public FactGPT stream on installations with and without a model and web search: a visitor
 * gets an answer that spends one of their daily runs, or a notice in words meant for them (no
 * server settings, no "your sources") that spends none.
 */

let addressCount = 0;
/** A new visitor: an address of their own, and the cookie the server gives them on their first question. */
function newVisitor(app: TApp) {
  const remoteAddress = `203.0.113.${++addressCount}`;
  let cookie = '';
  return {
    ask: async (payload: Record<string, unknown>) => {
      const response = await app.inject({ method: 'POST', url: '/api/public/generate/query/stream', payload, remoteAddress, headers: cookie ? { cookie } : {} });
      cookie ||= String(response.headers['set-cookie'] ?? '').split(';')[0]!;
      return { response, events: parseSseEvents(response.body) };
    },
    runs: async () => (await app.inject({ url: '/api/public/runs', headers: { cookie }, remoteAddress })).json<{ runs_used: number; runs_left: number }>(),
  };
}

const doneOf = (events: TStreamEvent[]) => events.find((event) => event.event === 'done')?.data as { notice?: string | null } | undefined;

/** Nothing a visitor cannot act on: no environment variable, no assets they do not have. */
function expectVisitorWording(text: string) {
  expect(text).not.toMatch(/[A-Z]{3,}_[A-Z_]+/);
  expect(text).not.toMatch(/your (selected |own )?(sources|assets)/i);
  expect(text).toContain('This question did not use one of your free runs.');
}

describe('with no model and no web search (the offline engine)', () => {
  let app: TApp;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, close } = await buildTestApp());
  });
  afterAll(() => close());

  it('serp: says web search is not set up, offers sign-up (not instruct mode, which has no model either) and spends no run', async () => {
    const visitor = newVisitor(app);
    const { response, events } = await visitor.ask({ query: 'What is topical authority?', mode: 'serp' });
    expect(response.statusCode).toBe(200);
    const notice = publicNoWebSearchNotice({ model: false, webSearch: false });
    expect(events[0]).toMatchObject({ event: 'meta', data: { engine: 'offline' } });
    expect(streamedText(events)).toBe(notice);
    expect(doneOf(events)).toMatchObject({ notice });
    expect(notice).toContain('Web search is not set up on this site');
    expect(notice).toMatch(/sign up free/i);
    expect(notice).not.toContain('Instruct mode');
    expectVisitorWording(response.body);
    expect(await visitor.runs()).toMatchObject({ runs_used: 0, runs_left: 15 });
  });

  it('instruct: says no model is connected, does not send the visitor to web search (not set up either), spends no run', async () => {
    const visitor = newVisitor(app);
    const { response, events } = await visitor.ask({ query: 'Write a poem', mode: 'instruct' });
    const notice = publicNoModelNotice({ model: false, webSearch: false });
    expect(doneOf(events)).toMatchObject({ notice });
    expect(notice).not.toContain('Web search mode');
    expectVisitorWording(response.body);
    expect(await visitor.runs()).toMatchObject({ runs_used: 0, runs_left: 15 });
  });

  it('answers only instruct and serp', async () => {
    const { response } = await newVisitor(app).ask({ query: 'Hi', mode: 'file' });
    expect(response.statusCode).toBe(400);
  });
});

describe('with web search and no model (the offline engine quotes the results)', () => {
  let app: TApp;
  let close: () => Promise<void>;
  let search: TFakeSearch;
  beforeAll(async () => {
    search = await startFakeSearch();
    ({ app, close } = await buildTestApp({ SEARXNG_URL: search.url }));
  });
  afterAll(async () => {
    await close();
    await search.close();
  });

  it('serp: quotes the web results with citations and spends one run', async () => {
    search.answer([{ title: 'Topical authority guide', url: 'https://example.org/authority', snippet: 'Topical authority is earned by covering a subject in depth.' }]);
    const visitor = newVisitor(app);
    const { events } = await visitor.ask({ query: 'What is topical authority?', mode: 'serp' });
    expect(streamedText(events)).toContain('Topical authority is earned by covering a subject in depth. [1]');
    expect(doneOf(events)).toMatchObject({ notice: null });
    expect(await visitor.runs()).toMatchObject({ runs_used: 1, runs_left: 14 });
  });

  it('instruct: the no-model notice points to Web search mode, which works here', async () => {
    const visitor = newVisitor(app);
    const { response, events } = await visitor.ask({ query: 'Write a poem', mode: 'instruct' });
    expect(doneOf(events)).toMatchObject({ notice: publicNoModelNotice({ model: false, webSearch: true }) });
    expect(response.body).toContain('Try Web search mode');
    expectVisitorWording(response.body);
    expect(await visitor.runs()).toMatchObject({ runs_used: 0 });
  });

  it('serp: a search that finds nothing is a free notice, not "your sources have nothing"', async () => {
    search.answer([]);
    const visitor = newVisitor(app);
    const { response, events } = await visitor.ask({ query: 'zzqx unknown words', mode: 'serp' });
    expect(doneOf(events)).toMatchObject({ notice: publicNoResultsNotice({ model: false, webSearch: true }) });
    expectVisitorWording(response.body);
    expect(await visitor.runs()).toMatchObject({ runs_used: 0 });
  });

  it('serp: a search provider that fails is a free notice', async () => {
    search.answer(502);
    const visitor = newVisitor(app);
    const { response, events } = await visitor.ask({ query: 'What is topical authority?', mode: 'serp' });
    expect(doneOf(events)).toMatchObject({ notice: PUBLIC_WEB_SEARCH_FAILED_NOTICE });
    expectVisitorWording(response.body);
    expect(await visitor.runs()).toMatchObject({ runs_used: 0 });
  });
});

describe('with a model and no web search', () => {
  let app: TApp;
  let close: () => Promise<void>;
  let fake: TFakeProvider;
  beforeAll(async () => {
    fake = await startFakeOpenAI();
    ({ app, close } = await buildTestApp({ OPENAI_COMPATIBLE_BASE_URL: fake.baseUrl, OPENAI_COMPATIBLE_MODEL: 'fake-model' }));
  });
  afterAll(async () => {
    await close();
    await fake.close();
  });
  beforeEach(() => fake.reset());

  it('serp: says web search is not set up and offers Instruct mode, without calling the model or spending a run', async () => {
    const visitor = newVisitor(app);
    const { response, events } = await visitor.ask({ query: 'What is topical authority?', mode: 'serp' });
    const notice = publicNoWebSearchNotice({ model: true, webSearch: false });
    expect(doneOf(events)).toMatchObject({ notice });
    expect(notice).toContain('Ask in Instruct mode');
    expectVisitorWording(response.body);
    expect(fake.requests).toHaveLength(0);
    expect(await visitor.runs()).toMatchObject({ runs_used: 0, runs_left: 15 });
  });

  it('instruct: the model answers and one run is spent', async () => {
    fake.queue({ kind: 'answer', text: 'Topical authority is depth on one subject.' });
    const visitor = newVisitor(app);
    const { events } = await visitor.ask({ query: 'What is topical authority?', mode: 'instruct' });
    expect(events[0]).toEqual({ event: 'meta', data: { engine: 'model', model: 'fake-model', requested_model: 'azure-gpt' } });
    expect(streamedText(events)).toBe('Topical authority is depth on one subject.');
    expect(doneOf(events)).toMatchObject({ notice: null });
    expect(await visitor.runs()).toMatchObject({ runs_used: 1, runs_left: 14 });
  });
});
