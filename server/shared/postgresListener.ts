import type { FastifyBaseLogger } from 'fastify';
import { Client } from 'pg';

/** First wait before reconnecting; doubles up to RECONNECT_MAX_MS while PostgreSQL stays away. */
const RECONNECT_MIN_MS = 100;
const RECONNECT_MAX_MS = 5_000;
/** How often the idle listener proves its connection is alive; a silent loss is noticed within two of these. */
export const LISTENER_HEARTBEAT_MS = 2_000;

type TListenOptions = {
  connectionString: string;
  channel: string;
  logger: FastifyBaseLogger;
  heartbeatMs?: number;
  onMessage: (payload: string) => void;
  /** true once LISTEN is in place, false as soon as the connection is lost. */
  onLive: (live: boolean) => void;
};

/**
 * LISTEN on a connection of its own, not a pooled one: a pooled connection goes back to the pool and
 * its LISTEN with it. A lost connection (PostgreSQL restarted, the backend terminated, a heartbeat
 * unanswered) is reported at once and replaced with backoff.
 */
export async function listenOnPostgres(options: TListenOptions): Promise<{ close: () => Promise<void> }> {
  const heartbeatMs = options.heartbeatMs ?? LISTENER_HEARTBEAT_MS;
  let current: Client | null = null;
  let closed = false;
  let retryMs = RECONNECT_MIN_MS;
  let retryTimer: NodeJS.Timeout | null = null;

  const lost = (client: Client, error?: Error) => {
    if (current !== client) return;
    current = null;
    options.onLive(false);
    client.end().catch(() => {});
    if (closed) return;
    options.logger.warn({ err: error }, 'the cache invalidation listener lost PostgreSQL; caches read through until it is back');
    schedule();
  };

  const connect = async () => {
    const client = new Client({ connectionString: options.connectionString, application_name: 'longform-cache-listener', keepAlive: true });
    client.on('error', (error) => lost(client, error));
    client.on('end', () => lost(client));
    client.on('notification', (message) => {
      if (current === client && message.channel === options.channel) options.onMessage(message.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`listen ${options.channel}`);
    } catch (error) {
      client.end().catch(() => {});
      throw error;
    }
    if (closed) {
      await client.end().catch(() => {});
      return;
    }
    current = client;
    retryMs = RECONNECT_MIN_MS;
    options.onLive(true);
  };

  const schedule = () => {
    retryTimer = setTimeout(() => {
      retryTimer = null;
      connect().catch((error: Error) => {
        options.logger.debug({ err: error }, 'the cache invalidation listener could not reconnect yet');
        retryMs = Math.min(retryMs * 2, RECONNECT_MAX_MS);
        if (!closed) schedule();
      });
    }, retryMs);
    retryTimer.unref();
  };

  // A connection that died without a word (a network cut) only shows when something is sent on it.
  const heartbeat = setInterval(() => {
    const client = current;
    if (!client) return;
    const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('heartbeat unanswered')), heartbeatMs).unref());
    Promise.race([client.query('select 1'), timeout]).catch((error: Error) => lost(client, error));
  }, heartbeatMs);
  heartbeat.unref();

  try {
    await connect();
  } catch (error) {
    options.logger.warn({ err: error }, 'the cache invalidation listener could not connect; caches read through until it does');
    schedule();
  }

  return {
    close: async () => {
      closed = true;
      clearInterval(heartbeat);
      if (retryTimer) clearTimeout(retryTimer);
      const client = current;
      current = null;
      await client?.end().catch(() => {});
    },
  };
}
