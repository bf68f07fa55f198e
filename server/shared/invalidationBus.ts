import type { FastifyBaseLogger } from 'fastify';
import type { TDatabase } from '../db/database';
import { listenOnPostgres } from './postgresListener';

/** The PostgreSQL channel the cache triggers notify (migrations 0030+): one word per change, e.g. 'flags'. */
export const INVALIDATION_CHANNEL = 'longform_cache';

/** What a cache does with the bus: drop one thing on a message, drop everything on a reset. */
export type TInvalidationListener = {
  message: (payload: string) => void;
  /** Notifications may have been missed (the listener lost its connection, or got it back): forget everything. */
  reset: () => void;
};

/**
 * Cache invalidations from PostgreSQL LISTEN/NOTIFY: triggers notify on commit (never for a rolled-back
 * write), whoever wrote (any server, the admin CLI, hand SQL), and every server listens. While `live` is
 * false (the listener is reconnecting) caches must not serve what they hold: they read through.
 */
export class InvalidationBus {
  private listeners = new Set<TInvalidationListener>();
  private isLive = false;

  /** True while notifications arrive, so a cached value is at most one notification's delivery old. */
  get live(): boolean {
    return this.isLive;
  }

  subscribe(listener: TInvalidationListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** A notification on the channel (also used by a writer that evicts at once on its own instance). */
  deliver(payload: string): void {
    for (const listener of this.listeners) listener.message(payload);
  }

  /** The listener's connection state changed; both ways mean "something may have been missed". */
  setLive(live: boolean): void {
    this.isLive = live;
    for (const listener of this.listeners) listener.reset();
  }

  /** Replaced by the engine's listener when the bus is opened. */
  close: () => Promise<void> = async () => {};
}

/**
 * Listens on the database the server runs on: a dedicated PostgreSQL connection that reconnects by
 * itself (postgresListener.ts), or PGlite's own listen (one process, always live).
 */
export async function openInvalidationBus(database: TDatabase, logger: FastifyBaseLogger, options: { heartbeatMs?: number } = {}): Promise<InvalidationBus> {
  const bus = new InvalidationBus();
  if (database.pglite) {
    const unlisten = await database.pglite.listen(INVALIDATION_CHANNEL, (payload) => bus.deliver(payload));
    bus.setLive(true);
    bus.close = async () => {
      bus.setLive(false);
      await unlisten().catch(() => {});
    };
    return bus;
  }
  if (!database.connectionString) throw new Error('the invalidation bus needs PGlite or a PostgreSQL connection string');
  const listener = await listenOnPostgres({
    connectionString: database.connectionString,
    channel: INVALIDATION_CHANNEL,
    logger,
    heartbeatMs: options.heartbeatMs,
    onMessage: (payload) => bus.deliver(payload),
    onLive: (live) => bus.setLive(live),
  });
  bus.close = async () => {
    await listener.close();
    bus.setLive(false);
  };
  return bus;
}
