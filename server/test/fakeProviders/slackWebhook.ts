import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One POST as a Slack incoming webhook receives it, and the status the fake answered. */
export type TWebhookDelivery = { body: unknown; contentType: string; status: number };

export type TFakeSlackWebhook = {
  /** The incoming-webhook address, as FEEDBACK_WEBHOOK_URL / ERROR_WEBHOOK_URL take it. */
  url: string;
  /** Every POST, refused ones included, in order. */
  deliveries: TWebhookDelivery[];
  /** The `text` of every POST the fake accepted (answered 200 "ok"). */
  accepted: () => string[];
  /** The next `times` POSTs are answered with `status` (e.g. 500) instead of accepted. */
  refuseNext: (times: number, status?: number) => void;
  /** Resolves once `count` POSTs (accepted or refused) have arrived; fails after `timeoutMs`. */
  waitForDeliveries: (count: number, timeoutMs?: number) => Promise<void>;
  close: () => Promise<void>;
};

/**
 * A local Slack-compatible incoming webhook on 127.0.0.1: it takes POST JSON `{ text }` and answers
 * 200 "ok" like Slack (400 "invalid_payload" without a text), or a scripted failure status.
 */
export async function startFakeSlackWebhook(): Promise<TFakeSlackWebhook> {
  const deliveries: TWebhookDelivery[] = [];
  const listeners = new Set<() => void>();
  let refusals: { times: number; status: number } = { times: 0, status: 500 };
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      let body: unknown = null;
      try {
        body = JSON.parse(raw);
      } catch {
        body = null;
      }
      const valid = request.method === 'POST' && typeof (body as { text?: unknown } | null)?.text === 'string';
      let status = valid ? 200 : 400;
      if (valid && refusals.times > 0) {
        refusals = { ...refusals, times: refusals.times - 1 };
        status = refusals.status;
      }
      deliveries.push({ body, contentType: request.headers['content-type'] ?? '', status });
      response.writeHead(status, { 'content-type': 'text/plain' }).end(status === 200 ? 'ok' : status === 400 ? 'invalid_payload' : 'unavailable');
      for (const listener of listeners) listener();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/services/T000/B000/XXXX`,
    deliveries,
    accepted: () => deliveries.filter((delivery) => delivery.status === 200).map((delivery) => (delivery.body as { text: string }).text),
    refuseNext: (times, status = 500) => {
      refusals = { times, status };
    },
    waitForDeliveries: (count, timeoutMs = 30_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (deliveries.length < count) return;
          listeners.delete(check);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(new Error(`expected ${count} webhook deliveries, got ${deliveries.length}`));
        }, timeoutMs);
        listeners.add(check);
        check();
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
