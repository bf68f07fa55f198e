import type { FastifyBaseLogger } from 'fastify';
import { PgBoss, fromPglite } from 'pg-boss';
import type { TDatabase } from '../db/database';

/**
 * The background job queue: pg-boss on the app's own database (PGlite through its built-in
 * adapter, PostgreSQL through its own small pool). Jobs, retries and their state survive restarts.
 */
export type TJobQueue = {
  boss: PgBoss;
  /** Aborts when the server starts stopping: long handlers (crawls) end early and resume on the next start. */
  stopping: AbortSignal;
  /** Stops taking jobs; running handlers see `stopping` abort and are retried on the next start. */
  stop: () => Promise<void>;
};

/** Seconds a stopping server waits for handlers to finish before abandoning them to a retry. */
const STOP_TIMEOUT_MS = 5_000;

export async function startJobQueue(database: TDatabase, logger: FastifyBaseLogger): Promise<TJobQueue> {
  const boss = database.pglite
    ? new PgBoss({ db: fromPglite(database.pglite), backend: 'pglite' })
    : new PgBoss({ connectionString: database.connectionString, max: 4 });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  await boss.start();
  const stopping = new AbortController();
  return {
    boss,
    stopping: stopping.signal,
    stop: async () => {
      if (stopping.signal.aborted) return;
      stopping.abort(new Error('the server is stopping'));
      await boss.stop({ graceful: true, timeout: STOP_TIMEOUT_MS, close: true });
    },
  };
}
