import http from 'node:http';
import { performance } from 'node:perf_hooks';
import type { AddressInfo } from 'node:net';
import { autoblogAnswer } from './autoblogAnswers';
import { blogToolAnswer } from './blogToolAnswers';
import { writingToolAnswer } from './writingToolAnswers';
import { plannerAnswer } from './plannerAnswers';
import { factcheckAnswer } from './factcheckAnswers';
import { answerEmbeddings, type TFakeEmbeddingRequest, type TFakeTopics } from './openaiCompatibleEmbeddings';

/** What the fake model does for one request. */
export type TFakeScript =
  | { kind: 'answer'; text: string; delayMs?: number }
  | { kind: 'fail'; status: number; code?: string; message?: string }
  /** Accepts the request and never answers (a provider that hangs). */
  | { kind: 'hang' }
  /** Streams `afterTokens` tokens of `text`, then destroys the socket (a stream cut midway). */
  | { kind: 'cut'; text: string; afterTokens: number }
  /** Streams `afterTokens` tokens of `text`, then holds the stream open until the client goes (a model still thinking). */
  | { kind: 'stall'; text: string; afterTokens: number };

export type TFakeChatBody = {
  model: string;
  stream?: boolean;
  messages: { role: string; content: string | { type: string; text?: string }[] }[];
};

/** One request as the fake received it, and how it ended. */
export type TFakeRequest = {
  body: TFakeChatBody;
  authorization: string | undefined;
  tokensSent: number;
  /** True when the client closed the connection before the fake finished its answer. */
  closedEarly: boolean;
  finished: boolean;
  /** performance.now() when the request arrived and when its answer ended (benchmarks subtract model time). */
  startedAt: number;
  endedAt: number | null;
  /** performance.now() when the first word of a streamed answer was written (the bench measures the relay from here). */
  firstTokenAt: number | null;
};

export type TFakeProvider = {
  url: string;
  /** The OpenAI-style base URL (…/v1). */
  baseUrl: string;
  requests: TFakeRequest[];
  /** POST /v1/embeddings calls, in order. */
  embeddingRequests: TFakeEmbeddingRequest[];
  /** The next `count` embedding calls fail with `status` (a provider outage), after `answered` calls succeed. */
  failEmbeddings: (count: number, status?: number, answered?: number) => void;
  /** The next `count` embedding calls are accepted and never answered (a provider that hangs). */
  hangEmbeddings: (count: number) => void;
  /** Words the embeddings take as one meaning from now on (see fakeEmbedding); reset clears them. */
  embeddingTopics: (topics: TFakeTopics) => void;
  /** Scripts for the next requests, used in order; after them the default script answers. */
  queue: (...scripts: TFakeScript[]) => void;
  setDefault: (script: (body: TFakeChatBody) => TFakeScript) => void;
  reset: () => void;
  /** TCP connections clients opened so far (keep-alive clients reuse theirs). */
  connectionsOpened: () => number;
  close: () => Promise<void>;
};

/** The text of every message of a request, joined (what tests assert the prompt contained). */
export function promptText(body: TFakeChatBody): string {
  return body.messages
    .map((message) => (typeof message.content === 'string' ? message.content : message.content.map((part) => part.text ?? '').join('')))
    .join('\n');
}

/** Words of the scripted slow answer (e2e tests press stop during it). */
export const SLOW_ANSWER = Array.from({ length: 120 }, (_, i) => `slow${i + 1}`).join(' ');

/**
 * The default answer, driven by the prompt so e2e tests can script it from the browser:
 * "fake-status-437" (or any status; "-quota" adds OpenAI's insufficient_quota code) fails with it,
 * and so does a bring-your-own-key user's key containing "fakestatus429quota" (keys are letters and
 * digits only), so e2e can give a user a key their provider refuses;
 * "long answer" streams SLOW_ANSWER at 100 ms a token; a follow-up request gets three questions;
 * a fact-check prompt gets a verdict read from its claim and first passage (factcheckAnswer);
 * an answer with numbered sources cites the first; a humanize prompt gets its passages rewritten
 * (humanizeAnswer); anything else gets one plain sentence.
 */
export function defaultScript(body: TFakeChatBody, authorization?: string): TFakeScript {
  const prompt = promptText(body);
  const status = /fake-status-(\d{3})(-quota)?/.exec(prompt) ?? /fakestatus(\d{3})(quota)?/.exec(authorization ?? '');
  if (status) return { kind: 'fail', status: Number(status[1]), code: status[2] ? 'insufficient_quota' : undefined };
  if (/follow-up questions/i.test(prompt)) {
    return { kind: 'answer', text: 'What does the source say next?\nHow was this measured?\nWhere can I read more?' };
  }
  if (/long answer/i.test(prompt)) return { kind: 'answer', text: SLOW_ANSWER, delayMs: 100 };
  const autoblog = autoblogAnswer(body); if (autoblog) return autoblog;
  const blogTool = blogToolAnswer(body); if (blogTool) return blogTool;
  const writingTool = writingToolAnswer(body); if (writingTool) return writingTool;
  const planner = plannerAnswer(body); if (planner) return planner;
  const factcheck = factcheckAnswer(body);
  if (factcheck !== null) return { kind: 'answer', text: factcheck };
  if (prompt.includes(HUMANIZE_OPENING)) return { kind: 'answer', text: humanizeAnswer(body) };
  if (/\[1\] /.test(prompt)) return { kind: 'answer', text: 'The local test model read your sources. The first one supports this [1].' };
  return { kind: 'answer', text: 'This answer comes from the local test model.' };
}

/** The opening of every humanize prompt (server/ai/humanize/prompt.ts HUMANIZE_PROMPT_OPENING). */
const HUMANIZE_OPENING = 'You are an editor who rewrites machine-sounding passages so they read naturally';

/**
 * The humanize answer (JSON, every passage by index), rewritten deterministically so tests and e2e
 * can predict it: "In today's fast-paced world, " and "It is important to note that " dropped,
 * "delve into" → "look at"; a passage containing "dropnumber" also loses its first number, so a
 * test can script a rewrite that drops a fact. A passage with none of these comes back unchanged.
 */
function humanizeAnswer(body: TFakeChatBody): string {
  const user = body.messages.filter((message) => message.role === 'user').at(-1);
  let sent: { passages?: { index: number; text: string }[] } = {};
  try {
    sent = JSON.parse(user ? promptText({ ...body, messages: [user] }) : '{}');
  } catch {
    return 'not JSON: the humanize prompt sent no passages';
  }
  const capital = (_: string, first: string) => first.toUpperCase();
  const passages = (sent.passages ?? []).map(({ index, text }) => {
    let rewrite = text
      .replace(/In today['’]s fast-paced world, (\p{L})/gu, capital)
      .replace(/It is important to note that (\p{L})/gu, capital)
      .replace(/\bdelve into\b/g, 'look at');
    if (text.includes('dropnumber')) rewrite = rewrite.replace(/\d+(?:[.,]\d+)*/, 'many');
    return { index, text: rewrite };
  });
  return JSON.stringify({ passages });
}

/** Splits an answer into word tokens, each with its trailing space, as providers stream them. */
export function tokensOf(text: string): string[] {
  return text.match(/\S+\s*|\s+/g) ?? [];
}

const chunk = (model: string, delta: Record<string, unknown>, finish: string | null) =>
  `data: ${JSON.stringify({ id: 'chatcmpl-fake', object: 'chat.completion.chunk', created: 1, model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function streamAnswer(res: http.ServerResponse, record: TFakeRequest, model: string, tokens: string[], delayMs: number, cutAfter?: number, stallAfter?: number) {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  res.write(chunk(model, { role: 'assistant', content: '' }, null));
  for (const token of tokens) {
    if (record.closedEarly) return;
    if (stallAfter !== undefined && record.tokensSent >= stallAfter) return; // the 'close' listener records the client leaving
    if (cutAfter !== undefined && record.tokensSent >= cutAfter) {
      await sleep(30); // let the tokens already written reach the client before the cut
      record.finished = true;
      record.endedAt = performance.now();
      res.socket?.destroy();
      return;
    }
    if (delayMs) await sleep(delayMs);
    if (record.closedEarly) return;
    res.write(chunk(model, { content: token }, null));
    record.firstTokenAt ??= performance.now();
    record.tokensSent++;
  }
  res.write(chunk(model, {}, 'stop'));
  res.write(`data: ${JSON.stringify({ id: 'chatcmpl-fake', object: 'chat.completion.chunk', created: 1, model, choices: [], usage: { prompt_tokens: 10, completion_tokens: tokens.length, total_tokens: 10 + tokens.length } })}\n\n`);
  res.write('data: [DONE]\n\n');
  record.finished = true;
  record.endedAt = performance.now();
  res.end();
}

function answerWhole(res: http.ServerResponse, record: TFakeRequest, model: string, text: string) {
  record.tokensSent = tokensOf(text).length;
  record.finished = true;
  record.endedAt = performance.now();
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify({
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: 1,
    model,
    choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 10, completion_tokens: record.tokensSent, total_tokens: 10 + record.tokensSent },
  }));
}

function fail(res: http.ServerResponse, script: Extract<TFakeScript, { kind: 'fail' }>) {
  res.writeHead(script.status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ error: { message: script.message ?? `fake failure ${script.status}`, type: 'fake_error', code: script.code ?? null } }));
}

async function readJson(req: http.IncomingMessage): Promise<unknown> {
  const parts: Buffer[] = [];
  for await (const part of req) parts.push(part as Buffer);
  return JSON.parse(Buffer.concat(parts).toString('utf8') || '{}');
}

/**
 * A local OpenAI-compatible server (POST /v1/chat/completions streamed or not, POST /v1/embeddings, GET /v1/models) for
 * tests, e2e and the bench: scripted answers and failures, and a record of what it received.
 */
export async function startFakeOpenAI(options: { port?: number; host?: string; delayMs?: number } = {}): Promise<TFakeProvider> {
  const requests: TFakeRequest[] = [];
  const embeddingRequests: TFakeEmbeddingRequest[] = [];
  let embeddingFailures: { count: number; status: number; answered: number } = { count: 0, status: 500, answered: 0 };
  let embeddingHangs = 0;
  let topics: TFakeTopics = {};
  let queued: TFakeScript[] = [];
  let fallback = defaultScript;
  const server = http.createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    if (req.method === 'GET' && path === '/v1/models') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ object: 'list', data: [{ id: 'fake-model', object: 'model', owned_by: 'longform-tests' }] }));
      return;
    }
    if (req.method === 'GET' && path === '/_fake/requests') {
      // For e2e tests in another process: what the fake received and how each request ended.
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(requests.map(({ body, ...rest }) => ({ ...rest, model: body.model, stream: Boolean(body.stream), prompt: promptText(body) }))));
      return;
    }
    if (req.method === 'POST' && path === '/v1/embeddings') {
      const body = (await readJson(req)) as { model?: string; input?: string | string[]; dimensions?: number };
      const inputs = typeof body.input === 'string' ? [body.input] : (body.input ?? []);
      embeddingRequests.push({ model: body.model ?? '', inputs, authorization: req.headers.authorization });
      if (embeddingFailures.answered > 0) embeddingFailures.answered -= 1;
      else if (embeddingFailures.count > 0) {
        embeddingFailures.count -= 1;
        return fail(res, { kind: 'fail', status: embeddingFailures.status });
      } else if (embeddingHangs > 0) {
        embeddingHangs -= 1;
        return;
      }
      answerEmbeddings(res, body, topics);
      return;
    }
    if (req.method !== 'POST' || path !== '/v1/chat/completions') {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'not found' } }));
      return;
    }
    const body = (await readJson(req)) as TFakeChatBody;
    const record: TFakeRequest = { body, authorization: req.headers.authorization, tokensSent: 0, closedEarly: false, finished: false, startedAt: performance.now(), endedAt: null, firstTokenAt: null };
    requests.push(record);
    res.on('close', () => {
      if (!record.finished) record.closedEarly = true;
    });
    const script = queued.shift() ?? fallback(body, req.headers.authorization);
    if (script.kind === 'fail') return fail(res, script);
    if (script.kind === 'hang') return;
    const text = script.text;
    if (!body.stream) return answerWhole(res, record, body.model, text);
    const delay = script.kind === 'answer' ? (script.delayMs ?? options.delayMs ?? 0) : (options.delayMs ?? 0);
    await streamAnswer(res, record, body.model, tokensOf(text), delay, script.kind === 'cut' ? script.afterTokens : undefined, script.kind === 'stall' ? script.afterTokens : undefined);
  });
  // Kept alive between requests, as real providers do. Under a hint of 2 s or less undici (Node's
  // fetch, the AI SDK's) closes each connection after its response, so every call paid a connect.
  server.keepAliveTimeout = 60_000;
  let connectionsOpened = 0;
  server.on('connection', () => (connectionsOpened += 1));
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    baseUrl: `${url}/v1`,
    requests,
    embeddingRequests,
    failEmbeddings: (count, status = 500, answered = 0) => {
      embeddingFailures = { count, status, answered };
    },
    hangEmbeddings: (count) => {
      embeddingHangs = count;
    },
    embeddingTopics: (next) => {
      topics = next;
    },
    queue: (...scripts) => queued.push(...scripts),
    setDefault: (script) => {
      fallback = script;
    },
    reset: () => {
      requests.length = 0;
      embeddingRequests.length = 0;
      embeddingFailures = { count: 0, status: 500, answered: 0 };
      embeddingHangs = 0;
      topics = {};
      queued = [];
      fallback = defaultScript;
    },
    connectionsOpened: () => connectionsOpened,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
