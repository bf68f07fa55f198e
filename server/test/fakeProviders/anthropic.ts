import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tokensOf } from './openaiCompatible';

/** One Messages API request as the fake received it. */
export type TFakeAnthropicRequest = { model: string; stream: boolean; apiKey: string | undefined; system: unknown; messages: unknown[] };

/**
 * A local server speaking Anthropic's Messages API (POST /v1/messages, streamed as its SSE events),
 * answering one fixed text, so the claude names can be tested through the real provider client.
 */
export async function startFakeAnthropic(answer = 'Hello from the local Anthropic fake.') {
  const requests: TFakeAnthropicRequest[] = [];
  const server = http.createServer(async (req, res) => {
    const parts: Buffer[] = [];
    for await (const part of req) parts.push(part as Buffer);
    if (req.method !== 'POST' || req.url?.split('?')[0] !== '/v1/messages') {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ type: 'error', error: { type: 'not_found_error', message: 'not found' } }));
      return;
    }
    const body = JSON.parse(Buffer.concat(parts).toString('utf8')) as { model: string; stream?: boolean; system?: unknown; messages: unknown[] };
    requests.push({ model: body.model, stream: Boolean(body.stream), apiKey: req.headers['x-api-key'] as string | undefined, system: body.system, messages: body.messages });
    const send = (event: string, data: object) => res.write(`event: ${event}\ndata: ${JSON.stringify({ type: event, ...data })}\n\n`);
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    send('message_start', { message: { id: 'msg_fake', model: body.model, role: 'assistant', content: [], usage: { input_tokens: 5, output_tokens: 0 } } });
    send('content_block_start', { index: 0, content_block: { type: 'text', text: '' } });
    for (const token of tokensOf(answer)) send('content_block_delta', { index: 0, delta: { type: 'text_delta', text: token } });
    send('content_block_stop', { index: 0 });
    send('message_delta', { delta: { stop_reason: 'end_turn', stop_sequence: null }, usage: { output_tokens: tokensOf(answer).length } });
    send('message_stop', {});
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
