import crypto from 'node:crypto';
import Fastify from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { readTestRedisUrl } from '../env';
import type { TSharedRedis } from '../shared/redisConnection';
import { freePort } from '../test/instances';
import { rateLimitStore } from './rateLimitStore';

// Where route limits are counted: one Redis for every server, this process alone without one, and
// what a request meets while Redis is away (let through, not a 500).

const opened: Redis[] = [];
afterAll(() => {
  for (const client of opened) client.disconnect();
});

function sharedRedis(client: Redis, prefix: string): TSharedRedis {
  opened.push(client);
  return { client, prefix, close: async () => client.disconnect() };
}
/** A connection to the test Redis that answers (the shared one is checked the same way at boot). */
async function readyRedis(url: string, prefix: string): Promise<TSharedRedis> {
  const client = new Redis(url, { enableOfflineQueue: false });
  if (client.status !== 'ready') await new Promise((resolve) => client.once('ready', resolve));
  return sharedRedis(client, prefix);
}

/** A server with one route limited to 3 calls a minute, counted where `options` say. */
async function limitedServer(options: object) {
  const app = Fastify();
  await app.register(rateLimit, { global: false, ...options });
  app.get('/limited', { config: { rateLimit: { max: 3, timeWindow: '1 minute' } } }, async () => ({ ok: true }));
  await app.ready();
  return app;
}
const statuses = async (calls: { app: Awaited<ReturnType<typeof limitedServer>> }[]) => {
  const seen: number[] = [];
  for (const { app } of calls) seen.push((await app.inject({ url: '/limited' })).statusCode);
  return seen;
};

describe('route rate limits with several servers', () => {
  const redisUrl = readTestRedisUrl();

  it.skipIf(!redisUrl)('count once for all servers in the shared Redis, under REDIS_KEY_PREFIX', async () => {
    const prefix = `longform-test:${crypto.randomBytes(4).toString('hex')}:`;
    const a = await limitedServer(rateLimitStore(await readyRedis(redisUrl!, prefix)));
    const b = await limitedServer(rateLimitStore(await readyRedis(redisUrl!, prefix)));
    try {
      expect(await statuses([{ app: a }, { app: b }, { app: a }, { app: b }, { app: a }])).toEqual([200, 200, 200, 429, 429]);
      const inspector = (await readyRedis(redisUrl!, prefix)).client;
      const [, keys] = await inspector.scan('0', 'MATCH', `${prefix}*`, 'COUNT', 100);
      expect(keys).toEqual([`${prefix}rate-limit:GET/limited-127.0.0.1`]);
      await inspector.del(...keys);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('count per process without Redis (one server: embedded mode)', async () => {
    const a = await limitedServer(rateLimitStore(null));
    const b = await limitedServer(rateLimitStore(null));
    expect(await statuses([{ app: a }, { app: b }, { app: a }, { app: b }, { app: a }, { app: a }])).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('let requests through while Redis cannot be reached, where the store alone would answer 500', async () => {
    // A Redis nobody listens on, reached the way the shared connection is (no offline queue).
    const port = await freePort();
    const away = sharedRedis(new Redis({ host: '127.0.0.1', port, lazyConnect: true, enableOfflineQueue: false, retryStrategy: () => null }), 'longform-test:away:');
    away.client.on('error', () => {});
    const failingOpen = await limitedServer(rateLimitStore(away));
    const failingClosed = await limitedServer({ ...rateLimitStore(away), skipOnError: false });
    expect((await failingClosed.inject({ url: '/limited' })).statusCode).toBe(500);
    expect(await statuses(Array.from({ length: 5 }, () => ({ app: failingOpen })))).toEqual([200, 200, 200, 200, 200]);
  });
});
