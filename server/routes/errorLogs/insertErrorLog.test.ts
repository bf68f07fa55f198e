import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/testApp';
import { buildUser, type TTestUser } from '../../test/factories';

/** A Slack-compatible webhook on 127.0.0.1 that records what it receives. */
function startWebhook() {
  const received: Array<{ text: string }> = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      received.push(JSON.parse(body));
      response.writeHead(200).end('ok');
    });
  });
  return new Promise<{ url: string; received: typeof received; close: () => void }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}/hook`, received, close: () => server.close() });
    });
  });
}

let webhook: Awaited<ReturnType<typeof startWebhook>>;
let harness: Awaited<ReturnType<typeof buildTestApp>>;
let ann: TTestUser;
beforeAll(async () => {
  webhook = await startWebhook();
  harness = await buildTestApp({ ERROR_WEBHOOK_URL: webhook.url });
  ann = await buildUser(harness.app, { email: 'ann-errors@example.com' });
});
afterAll(async () => {
  await harness.close();
  webhook.close();
});

const report = (payload: object, cookie?: string) =>
  harness.app.inject({ method: 'POST', url: '/api/insert/error/logs', payload, headers: cookie ? { cookie } : {} });

describe('POST /api/insert/error/logs', () => {
  it('posts a signed-in user’s report to the webhook with their verified identity', async () => {
    const response = await report({ unique_id: ann.unique_id, email: 'ann-errors@example.com', message: 'Editor crashed on save' }, ann.cookie);
    expect(response.statusCode).toBe(202);
    const last = webhook.received.at(-1)!;
    expect(last.text).toContain('Editor crashed on save');
    expect(last.text).toContain(ann.unique_id);
    expect(last.text).toContain('*verified*: true');
  });

  it('accepts reports from signed-out pages, marked unverified', async () => {
    const response = await report({ message: 'Login page failed to load a chunk' });
    expect(response.statusCode).toBe(202);
    expect(webhook.received.at(-1)!.text).toContain('*verified*: false');
  });

  it('refuses a signed-in user reporting as someone else, and empty messages', async () => {
    const before = webhook.received.length;
    expect((await report({ unique_id: 'someone-else', message: 'x' }, ann.cookie)).statusCode).toBe(403);
    const empty = await report({ message: '  ' }, ann.cookie);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ field: 'message', message: 'message is required.' });
    expect(webhook.received.length).toBe(before);
  });

  it('rate-limits a flood from one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) statuses.push((await report({ message: `flood ${i}` })).statusCode);
    expect(statuses).toContain(429);
  });
});
