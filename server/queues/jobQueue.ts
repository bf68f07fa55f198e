import type { FastifyBaseLogger } from 'fastify';
import { PgBoss, fromPglite, type Queue, type WorkHandler, type WorkOptions } from 'pg-boss';
import type { TDatabase } from '../db/database';

/**
 * How jobs survive a server that dies: every queue's running jobs refresh a heartbeat, and every
 * server checks each `superviseSeconds` for jobs whose heartbeat stopped, which another server then
 * retries (docs/decisions.md, "Jobs and uploads across several servers").
 */
export type TJobSettings = { superviseSeconds: number; heartbeatSeconds: number; workers: boolean };

const DEFAULT_SETTINGS: TJobSettings = { superviseSeconds: 10, heartbeatSeconds: 30, workers: true };

/**
 * The background job queue: pg-boss on the app's own database (PGlite through its built-in
 * adapter, PostgreSQL through its own small pool). Jobs, retries and their state survive restarts.
 */
export type TJobQueue = {
  boss: PgBoss;
  /** Aborts when the server starts stopping: long handlers (crawls) end early and resume on the next start. */
  stopping: AbortSignal;
  /** Creates a queue with the installation's heartbeat (and gives an existing queue the current one). */
  createQueue: (name: string, options: Omit<Queue, 'name' | 'heartbeatSeconds'>) => Promise<void>;
  /** Takes the queue's jobs in this process, unless this server runs no workers (JOB_WORKERS=false). */
  work: <T>(name: string, options: WorkOptions, handler: WorkHandler<T>) => Promise<void>;
  /** Stops taking jobs; running handlers see `stopping` abort and are retried on the next start. */
  stop: () => Promise<void>;
};

/** Seconds a stopping server waits for handlers to finish before abandoning them to a retry. */
const STOP_TIMEOUT_MS = 5_000;

export async function startJobQueue(database: TDatabase, logger: FastifyBaseLogger, settings: TJobSettings = DEFAULT_SETTINGS): Promise<TJobQueue> {
  // Jobs whose heartbeat stopped are failed (and retried) in the monitor pass, which needs both timers due.
  const supervision = { superviseIntervalSeconds: settings.superviseSeconds, monitorIntervalSeconds: settings.superviseSeconds };
  const boss = database.pglite
    ? new PgBoss({ db: fromPglite(database.pglite), backend: 'pglite', ...supervision })
    : new PgBoss({ connectionString: database.connectionString, max: 4, ...supervision });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  await boss.start();
  const stopping = new AbortController();
  return {
    boss,
    stopping: stopping.signal,
    createQueue: async (name, options) => {
      await boss.createQueue(name, { ...options, heartbeatSeconds: settings.heartbeatSeconds });
      // createQueue leaves an existing queue as it was; its heartbeat follows the setting.
      await boss.updateQueue(name, { heartbeatSeconds: settings.heartbeatSeconds });
    },
    work: async (name, options, handler) => {
      if (settings.workers) await boss.work(name, options, handler);
    },
    stop: async () => {
      if (stopping.signal.aborted) return;
      stopping.abort(new Error('the server is stopping'));
      await boss.stop({ graceful: true, timeout: STOP_TIMEOUT_MS, close: true });
    },
  };
}
