import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/database';
import { findAsset } from '../retrieval/assetStore';
import { assetsMissingEmbeddings, clearEmbeddingFailure, embedAssetChunks, embeddingFailureReason, markEmbeddingFailed } from '../retrieval/vectors/embedAsset';
import type { TVectorIndex } from '../retrieval/vectors/vectorIndex';
import type { TJobQueue } from './jobQueue';

/** Embedding an asset's chunks after they are stored (hybrid search). */
export const ASSET_EMBED_QUEUE = 'asset-embed';
export const ZAssetEmbedJob = z.object({ asset_id: z.uuid() });
export type TAssetEmbedJob = z.infer<typeof ZAssetEmbedJob>;

/** Attempts after the first: the provider may be down or rate-limiting for a while. */
export const EMBED_RETRY_LIMIT = 3;

export async function enqueueAssetEmbedding(jobs: TJobQueue, assetId: string): Promise<void> {
  await jobs.boss.send(ASSET_EMBED_QUEUE, { asset_id: assetId } satisfies TAssetEmbedJob, { singletonKey: assetId });
}

/**
 * Runs embedding jobs and queues the assets still missing vectors (a model change, a crash). The
 * queue is `stately` on the asset id: one job running and one waiting per asset, so chunks
 * rewritten during a run are embedded by the next. A job that runs out of retries drops the
 * asset's vectors, so it is searched by full text alone rather than by half its passages, and
 * records why on the asset (embedding_error) until a later run succeeds.
 */
export async function workAssetEmbeddings(jobs: TJobQueue, deps: { db: Db; index: TVectorIndex; logger: FastifyBaseLogger }): Promise<void> {
  const { db, index, logger } = deps;
  await jobs.createQueue(ASSET_EMBED_QUEUE, {
    policy: 'stately',
    retryLimit: EMBED_RETRY_LIMIT,
    retryDelay: 2,
    retryBackoff: true,
    expireInSeconds: 3_600,
  });
  await jobs.work<TAssetEmbedJob>(ASSET_EMBED_QUEUE, { batchSize: 1, localConcurrency: 1, pollingIntervalSeconds: 1 }, async ([job]) => {
    if (!job) return;
    const signal = AbortSignal.any([job.signal, jobs.stopping]);
    const { asset_id } = ZAssetEmbedJob.parse(job.data);
    const asset = await findAsset(db, asset_id);
    if (!asset || asset.status !== 'ready') return;
    try {
      const written = await embedAssetChunks(db, index, asset.id, signal);
      await clearEmbeddingFailure(db, asset.id);
      logger.debug({ assetId: asset.id, written }, 'asset embedded');
    } catch (error) {
      if (signal.aborted || job.retryCount < EMBED_RETRY_LIMIT) {
        logger.warn({ err: error, assetId: asset.id, attempt: job.retryCount + 1 }, 'embedding an asset failed; it will be retried');
        throw error;
      }
      logger.error({ err: error, assetId: asset.id }, 'embedding an asset failed for good; it is searched by full text only');
      await markEmbeddingFailed(db, asset.id, embeddingFailureReason(error));
    }
  });
  index.queueEmbedding = (assetId) => enqueueAssetEmbedding(jobs, assetId);
  for (const assetId of await assetsMissingEmbeddings(db)) await enqueueAssetEmbedding(jobs, assetId);
}
