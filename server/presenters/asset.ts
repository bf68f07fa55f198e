import type { TAssetChunk, TAssetRecord } from '@core/api/assets';
import type { TAssetChunkRow, TAssetRow } from '../db/schema/assets';

/** An asset on the wire: the fields of ZAssetRecord, nothing else (no language, no user ids). */
export function presentAsset(asset: TAssetRow): TAssetRecord {
  return {
    id: asset.id,
    project_id: asset.projectId,
    kind: asset.kind,
    title: asset.title,
    url: asset.url,
    site: asset.site,
    mime: asset.mime,
    size: asset.size,
    status: asset.status,
    error: asset.error,
    can_refetch: asset.kind !== 'file' || asset.storedUpload,
    embedding_error: asset.embeddingError,
    pages_indexed: asset.pagesIndexed,
    pages_total: asset.pagesTotal,
    chunk_count: asset.chunkCount,
    fetched_at: asset.fetchedAt?.toISOString() ?? null,
    created_at: asset.createdAt.toISOString(),
  };
}

/** One chunk for the preview. */
export function presentAssetChunk(chunk: Pick<TAssetChunkRow, 'position' | 'heading' | 'location' | 'url' | 'text'>): TAssetChunk {
  return { position: chunk.position, heading: chunk.heading, location: chunk.location, url: chunk.url, text: chunk.text };
}
