import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** The Redis that several servers share (REDIS_URL), with the key prefix every user of it applies. */
export type TSharedRedis = {
  /** One connection for commands (rate-limit counters); subscribers open their own with `duplicate()`. */
  client: Redis;
  /** REDIS_KEY_PREFIX: put before every key and channel name. */
  prefix: string;
  close: () => Promise<void>;
};

/**
 * Connects to REDIS_URL and checks that it answers, so a wrong address stops the boot with a clear
 * message rather than failing requests later. Commands fail fast while Redis is away (no offline
 * queue): each user decides what that means for it.
 */
export async function openSharedRedis(options: { url: string; prefix: string; logger: FastifyBaseLogger }): Promise<TSharedRedis> {
  const client = new Redis(options.url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectionName: 'longform' });
  let lastWarning = 0;
  client.on('error', (error: Error) => {
    // ioredis retries by itself; one line every 10 s is enough to see that Redis is away.
    if (Date.now() - lastWarning < 10_000) return;
    lastWarning = Date.now();
    options.logger.warn({ err: error }, 'Redis (REDIS_URL) cannot be reached; retrying');
  });
  try {
    await waitUntilReady(client, 10_000);
  } catch (error) {
    client.disconnect();
    throw new Error(`Could not reach Redis at REDIS_URL (${redactedUrl(options.url)}): ${(error as Error).message}`, { cause: error });
  }
  return {
    client,
    prefix: options.prefix,
    close: async () => {
      await client.quit().catch(() => client.disconnect());
    },
  };
}

function waitUntilReady(client: Redis, timeoutMs: number): Promise<void> {
  if (client.status === 'ready') return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => finish(new Error(`no answer within ${timeoutMs / 1_000} s`)), timeoutMs);
    const onReady = () => finish();
    const onError = (error: Error) => finish(error);
    function finish(error?: Error) {
      clearTimeout(timer);
      client.off('ready', onReady);
      client.off('error', onError);
      if (error) reject(error);
      else resolve();
    }
    client.once('ready', onReady);
    client.once('error', onError);
  });
}

/** The URL without its password, for messages. */
function redactedUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}
