import type { TAssetChunk, TAssetRecord } from '@core/api/assets';
import type { TSessionUser } from '../auth/sessionUser';
import type { TAssetChunkRow, TAssetRow } from '../db/schema/assets';
import { abilitiesOf } from '../policies/cancan';
import { Asset } from '../policies/asset';

/** Where an asset is reached from, for its rule: its project's owner and the request's team mode. */
export type TAssetReach = { projectOwnerId: string; viaTeamId: string | null };

/** The reach of the assets of a project loaded in a team mode (projectLoader). */
export const reachThrough = (project: { ownerId: string; viaTeamId: string | null }): TAssetReach => ({ projectOwnerId: project.ownerId, viaTeamId: project.viaTeamId });

/** An asset on the wire: the fields of ZAssetRecord, nothing else (no language, no user ids), and what the viewer may do with it. */
export function presentAsset(asset: TAssetRow, viewer: TSessionUser, reach: TAssetReach): TAssetRecord {
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
    policies: abilitiesOf(viewer, Asset.of({ ...asset, projectOwnerId: reach.projectOwnerId, viaTeamId: reach.viaTeamId })),
  };
}

/** One chunk for the preview. */
export function presentAssetChunk(chunk: Pick<TAssetChunkRow, 'position' | 'heading' | 'location' | 'url' | 'text'>): TAssetChunk {
  return { position: chunk.position, heading: chunk.heading, location: chunk.location, url: chunk.url, text: chunk.text };
}
