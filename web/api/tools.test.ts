import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './client';
import { streamErrorOf, streamTool, toToolEvent, type TToolStreamEvent } from './tools';

const result = {
  id: 'r1',
  tool_id: 'headlines',
  values: { topic: 'tea' },
  output: 'One\nTwo',
  items: ['One', 'Two'],
  faqs: [],
  engine: 'model',
  model: 'fake-model',
  credits_charged: 1,
  finish_reason: 'stop',
  rating: null,
  brand_voice: null,
  created_at: '2026-01-01T00:00:00.000Z',
  abilities: { copy: true, rate: true, send_to_doc: true },
};
const done = { finish_reason: 'stop', words: 2, credits_charged: 1, notice: null, result };

describe('toToolEvent', () => {
  it('reads meta, token, done (the tool result) and error by the contract', () => {
    expect(toToolEvent({ event: 'meta', data: '{"engine":"offline","model":"offline"}' })).toEqual({ event: 'meta', data: { engine: 'offline', model: 'offline' } });
    expect(toToolEvent({ event: 'token', data: '{"text":"Hi"}' })).toEqual({ event: 'token', data: { text: 'Hi' } });
    expect(toToolEvent({ event: 'done', data: JSON.stringify(done) })).toEqual({ event: 'done', data: done });
    expect(toToolEvent({ event: 'error', data: '{"status":502,"error":"model_failed","message":"No answer."}' })?.event).toBe('error');
  });

  it('drops unknown events, bad JSON and shapes that do not fit', () => {
    expect(toToolEvent({ event: 'citations', data: '{"citations":[]}' })).toBeNull();
    expect(toToolEvent({ event: 'toString', data: '{}' })).toBeNull();
    expect(toToolEvent({ event: 'token', data: '{"text":' })).toBeNull();
    expect(toToolEvent({ event: 'done', data: JSON.stringify({ ...done, result: { id: 'r1' } }) })).toBeNull();
  });
});

describe('streamErrorOf', () => {
  it('reads an error event as the ApiError the failure handling expects', () => {
    const error = streamErrorOf({ status: 429, error: 'credits_exhausted', message: 'No credits left.' });
    expect(error).toBeInstanceOf(ApiError);
    expect([error.status, error.code, error.message]).toEqual([429, 'credits_exhausted', 'No credits left.']);
  });
});

describe('streamTool', () => {
  afterEach(() => vi.unstubAllGlobals());

  const input = { unique_id: 'u1', values: { topic: 'tea' } };

  it('posts to the tool stream and reports each event as it arrives, split anywhere', async () => {
    const body = `event: meta\ndata: {"engine":"model","model":"fake-model"}\n\nevent: token\ndata: {"text":"One"}\n\nevent: done\ndata: ${JSON.stringify(done)}\n\n`;
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < body.length; i += 11) controller.enqueue(new TextEncoder().encode(body.slice(i, i + 11)));
        controller.close();
      },
    });
    const fetchMock = vi.fn(async () => new Response(stream, { status: 200, headers: { 'content-type': 'text/event-stream' } }));
    vi.stubGlobal('fetch', fetchMock);
    const events: TToolStreamEvent[] = [];
    await streamTool('headlines', input, { signal: new AbortController().signal, onEvent: (event) => events.push(event) });
    expect(events.map((event) => event.event)).toEqual(['meta', 'token', 'done']);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/generate/tool/headlines/stream');
    expect(JSON.parse(init.body as string)).toEqual(input);
  });

  it('throws a refusal before the stream as an ApiError with its status, code and field', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ error: 'bad_request', message: 'Please fill in topic or keyword.', field: 'topic' }, { status: 400 }));
    const failure = await streamTool('headlines', input, { signal: new AbortController().signal, onEvent: () => undefined }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 400, code: 'bad_request', field: 'topic', message: 'Please fill in topic or keyword.' });
  });

  it('ends quietly when the writer stops it', async () => {
    const controller = new AbortController();
    vi.stubGlobal('fetch', async () => {
      controller.abort();
      throw new DOMException('aborted', 'AbortError');
    });
    await expect(streamTool('headlines', input, { signal: controller.signal, onEvent: () => undefined })).resolves.toBeUndefined();
  });
});
