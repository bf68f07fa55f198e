import type { FastifyBaseLogger } from 'fastify';
import { embed } from 'ai';
import { sql } from 'drizzle-orm';
import type { TEmbeddingEngine } from '../../ai/models';
import type { TDatabase } from '../../db/database';
import { rowsOf } from '../../db/rows';
import { registerVectorIndex, type TVectorIndex } from './vectorIndex';

/** pgvector's HNSW index takes vectors up to this many dimensions; larger ones are searched exactly. */
const HNSW_MAX_DIMENSIONS = 2_000;

/** Whether the database can hold vectors: PGlite has pgvector loaded; PostgreSQL must have it installed. */
async function vectorExtensionAvailable(database: TDatabase): Promise<boolean> {
  const rows = rowsOf<{ name: string }>(await database.db.execute(sql`select name from pg_available_extensions where name = 'vector'`));
  return rows.length > 0;
}

async function extensionVersion(database: TDatabase): Promise<string> {
  const rows = rowsOf<{ version: string }>(await database.db.execute(sql`select extversion as version from pg_extension where extname = 'vector'`));
  return rows[0]?.version ?? '0';
}

function atLeast(version: string, major: number, minor: number): boolean {
  const [a = 0, b = 0] = version.split('.').map(Number);
  return a > major || (a === major && b >= minor);
}

/**
 * The vector table for one model. Created here at start, never in the drizzle migrations: they
 * must pass on a PostgreSQL without pgvector. A change of model (or of its dimensions) drops the
 * old vectors, which another model's queries cannot be compared with; the backfill re-embeds.
 */
async function prepareTables(database: TDatabase, label: string, dimensions: number, logger: FastifyBaseLogger): Promise<void> {
  const db = database.db;
  await db.execute(sql`create table if not exists asset_embedding_model (id boolean primary key default true check (id), model text not null, dimensions integer not null)`);
  const [recorded] = rowsOf<{ model: string; dimensions: number }>(await db.execute(sql`select model, dimensions from asset_embedding_model`));
  if (recorded && (recorded.model !== label || recorded.dimensions !== dimensions)) {
    logger.info({ from: recorded, to: { model: label, dimensions } }, 'the embedding model changed; every asset is embedded again');
    await db.execute(sql`drop table if exists asset_chunk_embeddings`);
  }
  await db.execute(
    sql.raw(`create table if not exists asset_chunk_embeddings (
      chunk_id uuid primary key references asset_chunks(id) on delete cascade,
      asset_id uuid not null references assets(id) on delete cascade,
      project_id uuid not null,
      embedding vector(${dimensions}) not null)`),
  );
  await db.execute(sql`create index if not exists asset_chunk_embeddings_project_idx on asset_chunk_embeddings (project_id, asset_id)`);
  await db.execute(sql`create index if not exists asset_chunk_embeddings_asset_idx on asset_chunk_embeddings (asset_id)`);
  if (dimensions <= HNSW_MAX_DIMENSIONS) {
    await db.execute(sql`create index if not exists asset_chunk_embeddings_hnsw on asset_chunk_embeddings using hnsw (embedding vector_cosine_ops)`);
  } else {
    logger.warn({ dimensions }, `embeddings over ${HNSW_MAX_DIMENSIONS} dimensions have no HNSW index; vector search scans them exactly`);
  }
  await db.execute(
    sql`insert into asset_embedding_model (id, model, dimensions) values (true, ${label}, ${dimensions}) on conflict (id) do update set model = excluded.model, dimensions = excluded.dimensions`,
  );
}

/**
 * Turns on the vector side of retrieval when an embedding model is configured and pgvector exists;
 * otherwise (or when the model cannot be reached to learn its dimensions) search stays full-text,
 * with a log line saying why. Returns the index, also registered for the database's Db.
 */
export async function setupVectorIndex(database: TDatabase, embedding: TEmbeddingEngine | null, logger: FastifyBaseLogger): Promise<TVectorIndex | null> {
  if (!embedding) return null;
  if (!(await vectorExtensionAvailable(database))) {
    logger.warn({ database: database.kind }, 'AI_EMBEDDING_MODEL is set but the pgvector extension is not installed on this database; asset search stays full-text');
    return null;
  }
  try {
    await database.exclusive('vector-index', () => database.db.execute(sql`create extension if not exists vector`));
  } catch (error) {
    logger.warn({ err: error }, 'pgvector is installed but could not be enabled (CREATE EXTENSION needs the right privileges); asset search stays full-text');
    return null;
  }
  let dimensions: number;
  try {
    // The model tells its dimensions by embedding a probe; the table's column is sized from it.
    dimensions = (await embed({ model: embedding.model, value: 'dimension probe', maxRetries: 1, abortSignal: AbortSignal.timeout(15_000) })).embedding.length;
  } catch (error) {
    logger.warn({ err: error, model: embedding.label }, 'the embedding model did not answer at start; asset search stays full-text until the next start');
    return null;
  }
  // Several servers booting at once would race on the `if not exists` creations: one at a time.
  await database.exclusive('vector-index', () => prepareTables(database, embedding.label, dimensions, logger));
  const index: TVectorIndex = {
    model: embedding.model,
    label: embedding.label,
    dimensions,
    iterativeScan: atLeast(await extensionVersion(database), 0, 8),
    logger,
    queueEmbedding: null,
  };
  registerVectorIndex(database.db, index);
  logger.info({ model: embedding.label, dimensions }, 'hybrid asset search on (full-text + vectors)');
  return index;
}
