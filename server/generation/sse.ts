import type { FastifyReply } from 'fastify';
import type { TStreamEvent } from '@core/api/generate';

/**
 * Takes the response over for server-sent events. Headers Fastify already holds (helmet's, a
 * visitor cookie) are kept; proxies are told not to buffer. The headers are not flushed on their
 * own: they leave with the first event, and Node holds a tick's writes together, so the headers,
 * `meta` and the first token (already received when a stream opens) reach the client as one write.
 */
export function openSse<TEvent extends { event: string; data: unknown } = TStreamEvent>(reply: FastifyReply) {
  reply.hijack();
  const headers = { ...reply.getHeaders() } as Record<string, string | string[] | number>;
  delete headers['content-length'];
  reply.raw.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    'x-accel-buffering': 'no',
    connection: 'keep-alive',
  });
  return {
    send(event: TEvent) {
      if (!reply.raw.writableEnded && !reply.raw.destroyed) reply.raw.write(`event: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`);
    },
    end() {
      if (!reply.raw.writableEnded) reply.raw.end();
    },
  };
}
