import { and, count, eq } from 'drizzle-orm';
import type { TSessionUser } from '../auth/sessionUser';
import type { Db } from '../db/database';
import { assetChunks, assets, type TAssetRow } from '../db/schema/assets';
import type { TProjectRow } from '../db/schema/projects';
import { badRequest, conflict } from '../errors';
import { refreshAssetFingerprint } from '../plagiarism/fingerprintStore';
import { enqueueAssetFetch } from '../queues/assetFetchJobs';
import type { TJobQueue } from '../queues/jobQueue';
import { createAsset, updateAsset } from './assetStore';
import { domainRoot } from './crawlDomain';
import { hasStoredUpload, type TUploadStore } from './storedUploads';

/** Assets one project may hold: plenty for real use, bounded so a script cannot fill the disk. */
export const MAX_ASSETS_PER_PROJECT = 500;

export const PROJECT_FULL_MESSAGE = `A project can hold at most ${MAX_ASSETS_PER_PROJECT} assets. Delete some first.`;

/** How many more assets the project can take. */
export async function assetRoomLeft(db: Db, projectId: string): Promise<number> {
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(assets).where(eq(assets.projectId, projectId));
  return Math.max(0, MAX_ASSETS_PER_PROJECT - total);
}

async function ensureRoom(db: Db, projectId: string) {
  if ((await assetRoomLeft(db, projectId)) === 0) throw badRequest(PROJECT_FULL_MESSAGE);
}

async function ensureNew(db: Db, projectId: string, kind: 'url' | 'domain', url: string) {
  const [existing] = await db.select({ id: assets.id }).from(assets).where(and(eq(assets.projectId, projectId), eq(assets.kind, kind), eq(assets.url, url))).limit(1);
  if (existing) throw conflict(kind === 'url' ? 'That address is already in this project.' : 'That domain is already in this project.', kind);
}

/** Normalises an address a person typed: no fragment, lower-case host. */
function normaliseUrl(raw: string): URL {
  const url = new URL(raw.trim());
  url.hash = '';
  return url;
}

/** Adds a URL asset to the project and queues the fetch of its page. */
export async function addUrlAsset(db: Db, jobs: TJobQueue, user: TSessionUser, project: TProjectRow, rawUrl: string): Promise<TAssetRow> {
  const url = normaliseUrl(rawUrl);
  await ensureRoom(db, project.id);
  await ensureNew(db, project.id, 'url', url.toString());
  const asset = await createAsset(db, { projectId: project.id, userId: user.id, kind: 'url', title: url.toString(), url: url.toString(), site: url.hostname });
  await enqueueAssetFetch(jobs, asset.id);
  return asset;
}

/** Adds a domain asset to the project and queues its sitemap read or crawl. */
export async function addDomainAsset(db: Db, jobs: TJobQueue, user: TSessionUser, project: TProjectRow, domain: string): Promise<TAssetRow> {
  let root: URL;
  try {
    root = domainRoot(domain.trim());
  } catch {
    throw badRequest('Enter a domain such as example.com.', 'domain');
  }
  await ensureRoom(db, project.id);
  await ensureNew(db, project.id, 'domain', root.toString());
  const asset = await createAsset(db, {
    projectId: project.id,
    userId: user.id,
    kind: 'domain',
    title: root.host,
    url: root.toString(),
    site: root.hostname,
  });
  await updateAsset(db, asset.id, { pagesIndexed: 0 });
  await enqueueAssetFetch(jobs, asset.id);
  return { ...asset, pagesIndexed: 0 };
}

/** Why a file cannot be read again, or null when its upload is kept for a retry. */
async function fileRefetchRefusal(asset: TAssetRow, uploads?: TUploadStore): Promise<string | null> {
  if (!asset.storedUpload) return 'This file was read when it was uploaded and is not kept on the server. Upload the file again.';
  if (!uploads || !(await hasStoredUpload(uploads, asset.id))) return 'This file is no longer stored on the server. Upload the file again.';
  return null;
}

/**
 * Reads a URL or domain again (or retries a failed one, a large file included). A domain starts
 * over, so pages removed from the site disappear; a ready URL or file keeps its text until the new
 * text replaces it. A failed asset is cleared of any chunks first, so a retry starts from nothing.
 * A small file was read in its upload and is not kept.
 */
export async function refetchAsset(db: Db, jobs: TJobQueue, asset: TAssetRow, uploads?: TUploadStore): Promise<TAssetRow> {
  const refusal = asset.kind === 'file' ? await fileRefetchRefusal(asset, uploads) : null;
  if (refusal) throw badRequest(refusal, 'asset_id');
  if (asset.status === 'queued' || asset.status === 'indexing') throw conflict('This asset is already being read.', 'asset_id');
  const startOver = asset.kind === 'domain' || asset.status === 'failed';
  const updated = await db.transaction(async (tx) => {
    // Embeddings go with their chunks (on delete cascade).
    if (startOver) await tx.delete(assetChunks).where(eq(assetChunks.assetId, asset.id));
    const [row] = await tx
      .update(assets)
      .set({
        status: 'queued',
        error: null,
        embeddingError: null,
        ...(startOver ? { chunkCount: 0 } : {}),
        ...(asset.kind === 'domain' ? { pagesIndexed: 0, pagesTotal: null } : {}),
        updatedAt: new Date(),
      })
      .where(eq(assets.id, asset.id))
      .returning();
    if (startOver) await refreshAssetFingerprint(tx as unknown as Db, asset.id);
    return row!;
  });
  await enqueueAssetFetch(jobs, asset.id);
  return updated;
}
