import type { FastifyBaseLogger } from 'fastify';
import type { EmbeddingModel } from 'ai';
import type { Db } from '../../db/database';

/**
 * The vector side of retrieval, present only when an embedding model is configured and pgvector
 * exists on the database (see setupVectorIndex). Search and the indexer reach it through the Db
 * they already hold, so their signatures stay the same whether vectors exist or not.
 */
export type TVectorIndex = {
  model: EmbeddingModel;
  /** "<provider>:<model>", as recorded in asset_embedding_model. */
  label: string;
  dimensions: number;
  /** pgvector ≥ 0.8: filtered HNSW scans keep going until enough rows pass the filter. */
  iterativeScan: boolean;
  logger: FastifyBaseLogger;
  /** Queues the embedding of an asset's chunks (set once the job worker runs). */
  queueEmbedding: ((assetId: string) => Promise<void>) | null;
};

const indexes = new WeakMap<Db, TVectorIndex>();

export function registerVectorIndex(db: Db, index: TVectorIndex): void {
  indexes.set(db, index);
}

/** The vector index of this database, or null when search is full-text only. */
export function vectorIndexOf(db: Db): TVectorIndex | null {
  return indexes.get(db) ?? null;
}

/**
 * Called when an asset's chunks were (re)written and it is ready: queues their embedding. A
 * failure to queue is only logged; the start-up backfill picks the asset up.
 */
export async function assetIndexed(db: Db, assetId: string): Promise<void> {
  const index = vectorIndexOf(db);
  if (!index?.queueEmbedding) return;
  try {
    await index.queueEmbedding(assetId);
  } catch (error) {
    index.logger.warn({ err: error, assetId }, 'could not queue the embedding of an asset; it is retried at the next start');
  }
}

/** pgvector's text form of a vector: "[0.1,0.2,…]". */
export function vectorLiteral(values: readonly number[]): string {
  return `[${values.join(',')}]`;
}
