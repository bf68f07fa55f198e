import { embed } from 'ai';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { rowsOf } from '../../db/rows';
import { vectorLiteral, type TVectorIndex } from './vectorIndex';

/**
 * Nearest neighbours below this cosine similarity are not passages about the question: without a
 * floor the vector side would always bring `limit` chunks, even for a question nothing answers.
 */
export const MIN_SIMILARITY = 0.2;
/** HNSW candidate list per query (pgvector's default is 40). */
const EF_SEARCH = 80;

/** Whether any chunk in scope has a vector: otherwise search is full-text and the query is not embedded. */
export async function scopeHasEmbeddings(db: Db, projectId: string, assetIds: string[] | undefined): Promise<boolean> {
  const assets = assetIds ? sql` and asset_id in (${sql.join(assetIds.map((id) => sql`${id}::uuid`), sql`, `)})` : sql``;
  const result = await db.execute(sql`select 1 as found from asset_chunk_embeddings where project_id = ${projectId}${assets} limit 1`);
  return rowsOf(result).length > 0;
}

export async function embedQuery(index: TVectorIndex, query: string): Promise<number[]> {
  // No retry: a search falls back to full text at once rather than wait on a failing provider.
  return (await embed({ model: index.model, value: query, maxRetries: 0, abortSignal: AbortSignal.timeout(5_000) })).embedding;
}

/**
 * The chunks nearest to `vector` within the project (and the selected assets), best first, as the
 * caller's row shape. The HNSW scan is filtered by project; with pgvector ≥ 0.8 it keeps scanning
 * until enough rows pass the filter (iterative scan), and the materialised list is re-sorted.
 */
export async function nearestChunks<TRow>(
  db: Db,
  index: TVectorIndex,
  vector: number[],
  scope: { projectId: string; assetIds?: string[]; filters: SQL[] },
  limit: number,
): Promise<TRow[]> {
  const literal = vectorLiteral(vector);
  const assets = scope.assetIds ? sql` and e.asset_id in (${sql.join(scope.assetIds.map((id) => sql`${id}::uuid`), sql`, `)})` : sql``;
  const statement = sql`
    with nearest as materialized (
      select e.chunk_id, e.embedding <=> ${literal}::vector as distance
      from asset_chunk_embeddings e
      where e.project_id = ${scope.projectId}${assets}
      order by e.embedding <=> ${literal}::vector
      limit ${limit})
    select c.id, c.asset_id, a.kind, a.title, coalesce(c.url, a.url) as url, c.location, c.text, c.position
    from nearest n join asset_chunks c on c.id = n.chunk_id join assets a on a.id = c.asset_id
    where n.distance <= ${1 - MIN_SIMILARITY} and ${sql.join(scope.filters, sql` and `)}
    order by n.distance, c.asset_id, c.position`;
  return db.transaction(async (tx) => {
    // SET LOCAL: the settings end with the transaction, so a pooled connection is left as found.
    await tx.execute(sql.raw(`set local hnsw.ef_search = ${EF_SEARCH}`));
    if (index.iterativeScan) await tx.execute(sql`set local hnsw.iterative_scan = relaxed_order`);
    return rowsOf<TRow>(await tx.execute(statement));
  });
}
