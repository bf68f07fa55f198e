import { APICallError, embedMany } from 'ai';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { assets } from '../../db/schema/assets';
import { rowsOf } from '../../db/rows';
import { vectorLiteral, type TVectorIndex } from './vectorIndex';

/** Chunks per embedding call: well under providers' per-request input limits (OpenAI: 2,048 inputs, 300k tokens). */
export const EMBED_BATCH = 96;
/** Passes over an asset: chunks rewritten while a pass ran are picked up by the next one. */
const MAX_PASSES = 3;

type TPendingChunk = { id: string; heading: string | null; text: string };

/** What a chunk is embedded as: its heading gives a short passage its topic. */
function embeddingInput(chunk: TPendingChunk): string {
  return chunk.heading ? `${chunk.heading}\n${chunk.text}` : chunk.text;
}

async function pendingChunks(db: Db, assetId: string): Promise<TPendingChunk[]> {
  const result = await db.execute(sql`
    select c.id, c.heading, c.text from asset_chunks c
    left join asset_chunk_embeddings e on e.chunk_id = c.id
    where c.asset_id = ${assetId} and e.chunk_id is null
    order by c.position`);
  return rowsOf<TPendingChunk>(result);
}

/**
 * Embeds the chunks of an asset that have no vector yet, a batch per call, each batch written in
 * one statement. Chunks deleted meanwhile (a re-fetch) are skipped, so a row never points at text
 * it was not computed from; a retried job resumes where the last one stopped. Returns the count.
 */
export async function embedAssetChunks(db: Db, index: TVectorIndex, assetId: string, signal?: AbortSignal): Promise<number> {
  let written = 0;
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    const pending = await pendingChunks(db, assetId);
    if (!pending.length) break;
    for (let start = 0; start < pending.length; start += EMBED_BATCH) {
      const batch = pending.slice(start, start + EMBED_BATCH);
      // No SDK retries: the job is retried by pg-boss with backoff, resuming at this batch.
      const { embeddings } = await embedMany({ model: index.model, values: batch.map(embeddingInput), maxRetries: 0, abortSignal: signal });
      const values = sql.join(
        batch.map((chunk, position) => sql`(${chunk.id}::uuid, ${vectorLiteral(embeddings[position]!)})`),
        sql`, `,
      );
      const result = await db.execute(sql`
        insert into asset_chunk_embeddings (chunk_id, asset_id, project_id, embedding)
        select c.id, c.asset_id, c.project_id, v.embedding::vector
        from (values ${values}) as v(chunk_id, embedding) join asset_chunks c on c.id = v.chunk_id
        on conflict (chunk_id) do nothing
        returning chunk_id`);
      written += rowsOf(result).length;
    }
  }
  return written;
}

/** What went wrong, in words a person reads; the provider's own message stays in the server log. */
export function embeddingFailureCause(error: unknown): string {
  if (!APICallError.isInstance(error)) return 'the embedding model could not be reached';
  const status = error.statusCode;
  if (status === 401 || status === 403) return `the embedding model refused the server's credentials (HTTP ${status})`;
  if (status === 429) return 'the embedding model kept refusing for too many requests (HTTP 429)';
  if (status && status >= 500) return `the embedding model was unavailable (HTTP ${status})`;
  return status ? `the embedding model rejected the request (HTTP ${status})` : 'the embedding model could not be reached';
}

/** The reason an asset shows when its embedding gave up after every retry. */
export function embeddingFailureReason(error: unknown): string {
  return `Meaning-based search is off for this asset: ${embeddingFailureCause(error)}. It is found by its words only until embedding succeeds (tried again at the next start).`;
}

/**
 * Gives up on an asset's vectors (a job that ran out of retries): drops the ones written so far,
 * so it is searched by full text alone rather than by half its passages, and records why.
 */
export async function markEmbeddingFailed(db: Db, assetId: string, reason: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from asset_chunk_embeddings where asset_id = ${assetId}`);
    await tx.update(assets).set({ embeddingError: reason.slice(0, 500) }).where(eq(assets.id, assetId));
  });
}

/** Clears a recorded embedding failure once a run has embedded the asset. */
export async function clearEmbeddingFailure(db: Db, assetId: string): Promise<void> {
  await db.update(assets).set({ embeddingError: null }).where(and(eq(assets.id, assetId), isNotNull(assets.embeddingError)));
}

/** Ready assets with chunks that have no vector: embedded at start (model changed, queued before a crash). */
export async function assetsMissingEmbeddings(db: Db): Promise<string[]> {
  const result = await db.execute(sql`
    select distinct c.asset_id from asset_chunks c join assets a on a.id = c.asset_id
    where a.status = 'ready' and not exists (select 1 from asset_chunk_embeddings e where e.chunk_id = c.id)`);
  return rowsOf<{ asset_id: string }>(result).map((row) => row.asset_id);
}
