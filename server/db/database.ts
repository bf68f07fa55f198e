import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite-pgvector';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { Pool } from 'pg';
import { lockDataDir } from './dataDirLock';
import * as schema from './schema';

export type TSchema = typeof schema;
/** The one database type the code sees, whichever engine is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, TSchema>;

export type TDatabase = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Runs one hand-written SQL statement of a hot path; on PostgreSQL it is a named prepared
   * statement, parsed once per connection (drizzle's query builder costs more than the query).
   */
  query: <TRow>(name: string, text: string, values: unknown[]) => Promise<TRow[]>;
  /** Answers true when a trivial query succeeds (for /api/health). */
  ping: () => Promise<boolean>;
  /**
   * Runs `work` while holding a PostgreSQL advisory lock named `name`, so that of several servers
   * booting on one database only one migrates (or creates an index) at a time; the others wait,
   * then find the work done. PGlite has one process by construction: it just runs.
   */
  exclusive: <T>(name: string, work: () => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
  /** The embedded engine itself, for libraries that take a PGlite client (pg-boss's fromPglite). */
  pglite?: PGlite;
  /** The PostgreSQL connection string, for libraries that open their own pool (pg-boss). */
  connectionString?: string;
};

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Opens the database named by the settings and brings its schema up to date: PostgreSQL when a
 * connection string is given, else PGlite in `dataDir` (or in memory for "memory://").
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  /** Told about a pooled connection the server dropped while idle (a restart, a forced disconnect). */
  onConnectionError?: (error: Error) => void;
  /** Most pooled PostgreSQL connections (DATABASE_POOL_MAX); several servers share the server's max_connections. */
  poolMax?: number;
  /**
   * Tests only: an in-memory PGlite starts from this dump of an already migrated database
   * (server/test/databaseTemplates.ts) instead of running initdb and every migration again.
   */
  pgliteSnapshot?: Blob;
}): Promise<TDatabase> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolMax ?? 20, options.onConnectionError);
  return openPglite(options.dataDir, options.pgliteSnapshot);
}

async function openPostgres(connectionString: string, poolMax: number, onConnectionError?: (error: Error) => void): Promise<TDatabase> {
  const pool = new Pool({ connectionString, max: poolMax });
  // Without a listener, an idle connection the server drops would crash the process; the pool replaces it.
  pool.on('error', (error) => onConnectionError?.(error));
  const db = drizzlePg({ client: pool, schema });
  const exclusive = advisoryLock(pool);
  // drizzle's migrator reads the last applied migration, then applies the rest: two servers booting at
  // once would both apply them (and one die on "already exists") without PostgreSQL's own lock around it.
  await exclusive('migrations', () => migratePg(db, { migrationsFolder }));
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    connectionString,
    query: async <TRow>(name: string, text: string, values: unknown[]) => (await pool.query({ name, text, values })).rows as TRow[],
    ping: async () => (await pool.query('select 1')).rowCount === 1,
    exclusive,
    close: () => pool.end(),
  };
}

/** A session advisory lock held on one pooled connection while `work` runs on the pool. */
function advisoryLock(pool: Pool) {
  return async <T>(name: string, work: () => Promise<T>): Promise<T> => {
    const holder = await pool.connect();
    const key = `longform:${name}`;
    try {
      await holder.query('select pg_advisory_lock(hashtext($1))', [key]);
      try {
        return await work();
      } finally {
        await holder.query('select pg_advisory_unlock(hashtext($1))', [key]);
      }
    } finally {
      holder.release();
    }
  };
}

async function openPglite(dataDir: string, snapshot?: Blob): Promise<TDatabase> {
  const inMemory = dataDir.startsWith('memory://');
  const location = inMemory ? 'memory://' : path.resolve(dataDir, 'pglite');
  if (!inMemory) fs.mkdirSync(location, { recursive: true });
  const unlock = inMemory ? () => {} : lockDataDir(path.resolve(dataDir));
  let client: PGlite;
  try {
    // pgvector is loaded, not created: retrieval creates the extension at start when embeddings are configured.
    client = await PGlite.create(location, { extensions: { vector }, ...(inMemory && snapshot ? { loadDataDir: snapshot } : {}) });
  } catch (error) {
    unlock();
    throw new Error(
      `Could not open the embedded database in ${location}. Is another Longform server using this folder? (${(error as Error).message})`,
      { cause: error },
    );
  }
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    pglite: client,
    query: async <TRow>(_name: string, text: string, values: unknown[]) => (await client.query<TRow>(text, values)).rows,
    ping: async () => (await client.query('select 1')).rows.length === 1,
    exclusive: (_name, work) => work(),
    close: async () => {
      await client.close();
      unlock();
    },
  };
}
