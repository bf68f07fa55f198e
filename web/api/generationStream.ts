import type { z } from 'zod';
import {
  ZStreamCitations,
  ZStreamDone,
  ZStreamError,
  ZStreamFollowUp,
  ZStreamMeta,
  ZStreamToken,
  type TQueryStreamInput,
  type TStreamEvent,
} from '@core/api/generate';
import { ApiError, errorFromResponse, NETWORK_ERROR_MESSAGE } from './client';

const EVENT_SCHEMAS: Record<TStreamEvent['event'], z.ZodType> = {
  meta: ZStreamMeta,
  token: ZStreamToken,
  citations: ZStreamCitations,
  follow_up: ZStreamFollowUp,
  done: ZStreamDone,
  error: ZStreamError,
};

/** One raw server-sent event: its name and its data lines joined. */
export type TRawSseEvent = { event: string; data: string };

/**
 * Splits a server-sent-event byte stream, fed in pieces as they arrive, into whole events. A piece
 * may end anywhere, even inside a line; what is left waits for the next piece.
 */
export class SseParser {
  private buffer = '';

  push(text: string): TRawSseEvent[] {
    this.buffer += text.replace(/\r\n?/g, '\n');
    const events: TRawSseEvent[] = [];
    let end = this.buffer.indexOf('\n\n');
    while (end !== -1) {
      const block = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 2);
      const event = parseBlock(block);
      if (event) events.push(event);
      end = this.buffer.indexOf('\n\n');
    }
    return events;
  }
}

function parseBlock(block: string): TRawSseEvent | null {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) continue; // a comment (keep-alive)
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }
  return data.length > 0 ? { event, data: data.join('\n') } : null;
}

/** Checks a raw event against the contract; unknown or malformed events are dropped (null). */
export function toStreamEvent(raw: TRawSseEvent): TStreamEvent | null {
  const schema = EVENT_SCHEMAS[raw.event as TStreamEvent['event']];
  if (!schema) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw.data);
  } catch {
    return null;
  }
  const parsed = schema.safeParse(json);
  return parsed.success ? ({ event: raw.event, data: parsed.data } as TStreamEvent) : null;
}

/**
 * POST /api/generate/query/stream: calls onEvent for each event as it arrives and resolves when the
 * stream ends. A refusal before the stream (credits, plan, fair usage, key errors) throws an ApiError
 * with its status, so handleGenerationFailure applies; aborting the signal stops the request and
 * the server stops the provider.
 */
export async function streamQuery(
  input: TQueryStreamInput,
  options: { signal: AbortSignal; onEvent: (event: TStreamEvent) => void },
): Promise<void> {
  return streamAnswerEvents('/api/generate/query/stream', input, options);
}

/**
 * POSTs `body` to a FactGPT stream endpoint (the signed-in one, or the public tool's
 * /api/public/generate/query/stream) and reports its events as streamQuery does.
 */
export async function streamAnswerEvents(
  url: string,
  body: unknown,
  options: { signal: AbortSignal; onEvent: (event: TStreamEvent) => void },
): Promise<void> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify(body),
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal.aborted) return;
    throw error instanceof DOMException ? error : new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok || !response.body) {
    const text = await response.text().catch(() => '');
    let errorBody: unknown = null;
    try {
      errorBody = JSON.parse(text);
    } catch {
      errorBody = null;
    }
    throw errorFromResponse(response.status, errorBody);
  }
  await readSseEvents(response.body, options.signal, toStreamEvent, options.onEvent);
}

/**
 * Reads a stream's events as they arrive, each checked by `toEvent` (unknown or malformed ones are
 * dropped). A request the person stopped ends quietly; a connection that broke throws the network error.
 */
export async function readSseEvents<TEvent>(
  body: ReadableStream<BufferSource>,
  signal: AbortSignal,
  toEvent: (raw: TRawSseEvent) => TEvent | null,
  onEvent: (event: TEvent) => void,
): Promise<void> {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  const parser = new SseParser();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      for (const raw of parser.push(value)) {
        const event = toEvent(raw);
        if (event) onEvent(event);
      }
    }
  } catch (error) {
    if (signal.aborted) return;
    throw new ApiError(0, NETWORK_ERROR_MESSAGE, { code: error instanceof Error ? error.name : undefined });
  }
}
