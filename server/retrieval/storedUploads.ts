import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import type { Db } from '../db/database';
import type { TEnv } from '../env';
import { rowsOf } from '../db/rows';
import { sql } from 'drizzle-orm';
import { isUuid } from './assetStore';
import { extractLimitsFor, type TExtractLimits } from './extract/extractLimits';
import { folderUploadObjects } from './uploads/folderUploadObjects';
import { s3UploadObjects } from './uploads/s3UploadObjects';
import type { TUploadObjects } from './uploads/uploadObjects';

/**
 * Where uploads too large to read in the request wait for their job: one object per asset, named
 * by its id, in a folder (UPLOADS_DIR) or an S3 bucket (S3_BUCKET). Kept after reading, so a
 * re-fetch reads the same bytes again.
 */
export type TUploadStore = {
  objects: TUploadObjects;
  thresholdBytes: number;
  /** How far reading one upload may go (in the request or in its job): the same limits on both paths. */
  limits: TExtractLimits;
};

/** Objects younger than this are never swept: another server may be writing them right now. */
export const SWEEP_MIN_AGE_MS = 60 * 60 * 1_000;

function objectsFor(env: TEnv): TUploadObjects {
  if (env.S3_BUCKET) {
    const credentials = env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } : undefined;
    return s3UploadObjects({ bucket: env.S3_BUCKET, endpoint: env.S3_ENDPOINT, region: env.S3_REGION, credentials, forcePathStyle: env.S3_FORCE_PATH_STYLE });
  }
  if (env.UPLOADS_DIR) return folderUploadObjects(path.resolve(env.UPLOADS_DIR));
  // An in-memory installation gets a temporary folder of its own, gone with the server.
  if (env.DATA_DIR.startsWith('memory://')) return folderUploadObjects(fs.mkdtempSync(path.join(os.tmpdir(), 'longform-uploads-')), { temporary: true });
  return folderUploadObjects(path.resolve(env.DATA_DIR, 'uploads'));
}

/**
 * Several servers (REDIS_URL) keeping uploads in the default DATA_DIR/uploads work only when every
 * instance mounts that same folder, which nothing here can check: said once at boot.
 */
export function uploadSharingWarning(env: Pick<TEnv, 'REDIS_URL' | 'S3_BUCKET' | 'UPLOADS_DIR' | 'DATA_DIR'>): string | null {
  if (!env.REDIS_URL || env.S3_BUCKET || env.UPLOADS_DIR) return null;
  return `Several servers (REDIS_URL) keep large uploads in DATA_DIR/uploads (${path.resolve(env.DATA_DIR, 'uploads')}): every instance must mount that same folder, or set UPLOADS_DIR to a shared folder or S3_BUCKET to a bucket.`;
}

/** The store for this server: S3_BUCKET, else UPLOADS_DIR, else DATA_DIR/uploads. */
export function openUploadStore(env: TEnv): TUploadStore {
  return { objects: objectsFor(env), thresholdBytes: Math.round(env.ASSET_UPLOAD_JOB_MB * 1_048_576), limits: extractLimitsFor(env) };
}

export async function closeUploadStore(store: TUploadStore): Promise<void> {
  await store.objects.close();
}

function nameOf(assetId: string): string {
  if (!isUuid(assetId)) throw new Error('not an asset id');
  return assetId;
}

/** Writes the bytes whole or not at all. */
export async function storeUpload(store: TUploadStore, assetId: string, bytes: Buffer): Promise<void> {
  await store.objects.put(nameOf(assetId), bytes);
}

/** The stored bytes of an asset, or null when none are kept (a small file read in its request). */
export async function readStoredUpload(store: TUploadStore, assetId: string): Promise<Buffer | null> {
  return store.objects.get(nameOf(assetId));
}

export async function hasStoredUpload(store: TUploadStore, assetId: string): Promise<boolean> {
  return isUuid(assetId) && store.objects.has(assetId);
}

export async function removeStoredUpload(store: TUploadStore, assetId: string): Promise<void> {
  if (isUuid(assetId)) await store.objects.remove(assetId);
}

/**
 * Removes stored objects whose asset is gone (deleted while its server was down) and half-written
 * ones. Runs at every server's start; with several servers on one store, an object written in the
 * last hour (`olderThan`) is left alone, because another server may be writing it or be about to
 * create its asset's job.
 */
export async function sweepStoredUploads(db: Db, store: TUploadStore, olderThan = new Date(Date.now() - SWEEP_MIN_AGE_MS)): Promise<number> {
  const old = (await store.objects.list()).filter((object) => object.modifiedAt < olderThan).map((object) => object.name);
  const ids = old.filter(isUuid);
  const live = new Set<string>();
  if (ids.length) {
    const result = await db.execute(sql`select id from assets where id in (${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)})`);
    for (const row of rowsOf<{ id: string }>(result)) live.add(row.id);
  }
  const orphans = old.filter((name) => !live.has(name));
  await Promise.all(orphans.map((name) => store.objects.remove(name)));
  return orphans.length;
}
