import type { FastifyBaseLogger } from 'fastify';
import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/database';
import { assets } from '../db/schema/assets';
import { findAsset, updateAsset } from '../retrieval/assetStore';
import { crawlDomain, type TCrawlSettings } from '../retrieval/crawlDomain';
import { fetchUrlAsset } from '../retrieval/fetchUrlAsset';
import { failAsset, keepEarlierText } from '../retrieval/indexer';
import { indexStoredFile } from '../retrieval/readStoredFile';
import { FetchError } from '../retrieval/safeFetch';
import type { TUploadStore } from '../retrieval/storedUploads';
import type { TJobQueue } from './jobQueue';

/** Fetching a URL asset, crawling a domain asset, or reading a large uploaded file. */
export const ASSET_FETCH_QUEUE = 'asset-fetch';
export const ZAssetFetchJob = z.object({ asset_id: z.uuid() });
export type TAssetFetchJob = z.infer<typeof ZAssetFetchJob>;

/** Attempts after the first for failures that may pass (network, timeouts, 5xx, 429) and restarts. */
const RETRY_LIMIT = 3;

function isTransient(error: unknown): boolean {
  if (!(error instanceof FetchError)) return false;
  if (error.code === 'network' || error.code === 'timeout') return true;
  return error.code === 'http_status' && (error.status === 429 || (error.status ?? 0) >= 500);
}

function reasonOf(error: unknown): string {
  if (error instanceof FetchError) return error.message;
  if (error instanceof Error && error.constructor !== Error && error.message) return error.message;
  return 'It could not be read. Try again later.';
}

/**
 * Puts an asset's fetch on the queue (its row is already queued). One live job per asset: the
 * queue is exclusive on the asset id, so a second send while one waits or runs adds nothing.
 */
export async function enqueueAssetFetch(jobs: TJobQueue, assetId: string): Promise<void> {
  await jobs.boss.send(ASSET_FETCH_QUEUE, { asset_id: assetId } satisfies TAssetFetchJob, { singletonKey: assetId });
}

/**
 * Queues again every asset still waiting or being read, e.g. one whose job ran out of retries
 * across restarts; assets whose job is alive are left alone (exclusive queue). Runs at start.
 */
export async function resumeUnfinishedFetches(jobs: TJobQueue, db: Db): Promise<number> {
  const unfinished = await db.select({ id: assets.id }).from(assets).where(inArray(assets.status, ['queued', 'indexing']));
  for (const { id } of unfinished) await enqueueAssetFetch(jobs, id);
  return unfinished.length;
}

/**
 * Runs asset fetches: one page for a URL, a sitemap or crawl for a domain, the stored bytes for a
 * large file. A failure that may
 * pass is retried; a lasting one (or the last retry) fails the asset with the reason and drops
 * its chunks, so nothing stays half-indexed. A stopping server leaves the job to be resumed.
 */
export async function workAssetFetches(
  jobs: TJobQueue,
  deps: { db: Db; crawl: TCrawlSettings; uploads: TUploadStore; logger: FastifyBaseLogger },
): Promise<void> {
  const { db, crawl, uploads, logger } = deps;
  await jobs.createQueue(ASSET_FETCH_QUEUE, {
    policy: 'exclusive',
    retryLimit: RETRY_LIMIT,
    retryDelay: 2,
    retryBackoff: true,
    expireInSeconds: 3_600,
  });
  await jobs.work<TAssetFetchJob>(ASSET_FETCH_QUEUE, { batchSize: 1, localConcurrency: 2, pollingIntervalSeconds: 1 }, async ([job]) => {
    if (!job) return;
    const signal = AbortSignal.any([job.signal, jobs.stopping]);
    const { asset_id } = ZAssetFetchJob.parse(job.data);
    const asset = await findAsset(db, asset_id);
    if (!asset || asset.status === 'ready' || asset.status === 'failed') return;
    await updateAsset(db, asset.id, { status: 'indexing', error: null });
    try {
      if (asset.kind === 'domain') await crawlDomain(db, crawl, asset, signal);
      else if (asset.kind === 'file') await indexStoredFile(db, uploads, asset);
      else await fetchUrlAsset(db, crawl.policy, asset, uploads.limits);
    } catch (error) {
      if (signal.aborted) throw error;
      if (isTransient(error) && job.retryCount < RETRY_LIMIT) {
        logger.warn({ err: error, assetId: asset.id, attempt: job.retryCount + 1 }, 'asset fetch failed; it will be retried');
        throw error;
      }
      logger.info({ err: error, assetId: asset.id }, 'asset fetch failed');
      // A re-read of a URL or file that had text keeps it (a domain's re-fetch started over).
      if (asset.kind !== 'domain' && asset.chunkCount > 0) await keepEarlierText(db, asset.id, reasonOf(error));
      else await failAsset(db, asset.id, reasonOf(error));
    }
  });
  await resumeUnfinishedFetches(jobs, db);
}
