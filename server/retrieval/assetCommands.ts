import { and, count, eq } from 'drizzle-orm';
import type { TSessionUser } from '../context';
import type { Db } from '../db/database';
import { assetChunks, assets, type TAssetRow } from '../db/schema/assets';
import type { TProjectRow } from '../db/schema/projects';
import { badRequest, conflict } from '../errors';
import { enqueueAssetFetch } from '../queues/assetFetchJobs';
import type { TJobQueue } from '../queues/jobQueue';
import { createAsset, updateAsset } from './assetStore';
import { domainRoot } from './crawlDomain';
import { hasStoredUpload, type TUploadStore } from './storedUploads';

/** Assets one project may hold: plenty for real use, bounded so a script cannot fill the disk. */
export const MAX_ASSETS_PER_PROJECT = 500;

async function ensureRoom(db: Db, projectId: string) {
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(assets).where(eq(assets.projectId, projectId));
  if (total >= MAX_ASSETS_PER_PROJECT) throw badRequest(`A project can hold at most ${MAX_ASSETS_PER_PROJECT} assets. Delete some first.`);
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

/**
 * Reads a URL or domain again (or retries a failed one). A domain starts over, so pages removed
 * from the site disappear; a URL (or a large file kept on the server) keeps its text until the
 * new text replaces it. A small file was read in its upload and is not kept.
 */
export async function refetchAsset(db: Db, jobs: TJobQueue, asset: TAssetRow, uploads?: TUploadStore): Promise<TAssetRow> {
  if (asset.kind === 'file' && !(uploads && hasStoredUpload(uploads, asset.id))) {
    throw badRequest('A file is read when it is uploaded. Upload it again to replace it.', 'asset_id');
  }
  if (asset.status === 'queued' || asset.status === 'indexing') throw conflict('This asset is already being read.', 'asset_id');
  const updated = await db.transaction(async (tx) => {
    if (asset.kind === 'domain') await tx.delete(assetChunks).where(eq(assetChunks.assetId, asset.id));
    const [row] = await tx
      .update(assets)
      .set({
        status: 'queued',
        error: null,
        ...(asset.kind === 'domain' ? { chunkCount: 0, pagesIndexed: 0, pagesTotal: null } : {}),
        updatedAt: new Date(),
      })
      .where(eq(assets.id, asset.id))
      .returning();
    return row!;
  });
  await enqueueAssetFetch(jobs, asset.id);
  return updated;
}
