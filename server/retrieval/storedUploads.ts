import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Db } from '../db/database';
import type { TEnv } from '../env';
import { rowsOf } from '../db/rows';
import { sql } from 'drizzle-orm';
import { isUuid } from './assetStore';
import { extractLimitsFor, type TExtractLimits } from './extract/extractLimits';

/**
 * Where uploads too large to read in the request wait for their job: DATA_DIR/uploads, one file
 * per asset named by its id. Kept after reading, so a re-fetch reads the same bytes again.
 */
export type TUploadStore = {
  dir: string;
  thresholdBytes: number;
  temporary: boolean;
  /** How far reading one upload may go (in the request or in its job): the same limits on both paths. */
  limits: TExtractLimits;
};

/** The store for this server; an in-memory database gets a temporary folder of its own. */
export function openUploadStore(env: TEnv): TUploadStore {
  const temporary = env.DATA_DIR.startsWith('memory://');
  const dir = temporary ? fs.mkdtempSync(path.join(os.tmpdir(), 'longform-uploads-')) : path.resolve(env.DATA_DIR, 'uploads');
  fs.mkdirSync(dir, { recursive: true });
  return { dir, thresholdBytes: Math.round(env.ASSET_UPLOAD_JOB_MB * 1_048_576), temporary, limits: extractLimitsFor(env) };
}

/** Removes a temporary store with the server (its in-memory database is gone too). */
export async function closeUploadStore(store: TUploadStore): Promise<void> {
  if (store.temporary) await fs.promises.rm(store.dir, { recursive: true, force: true });
}

function fileOf(store: TUploadStore, assetId: string): string {
  if (!isUuid(assetId)) throw new Error('not an asset id');
  return path.join(store.dir, assetId);
}

/** Writes the bytes whole or not at all (a temporary name, then a rename). */
export async function storeUpload(store: TUploadStore, assetId: string, bytes: Buffer): Promise<void> {
  const target = fileOf(store, assetId);
  const partial = `${target}.partial`;
  await fs.promises.writeFile(partial, bytes);
  await fs.promises.rename(partial, target);
}

/** The stored bytes of an asset, or null when none are kept (a small file read in its request). */
export async function readStoredUpload(store: TUploadStore, assetId: string): Promise<Buffer | null> {
  try {
    return await fs.promises.readFile(fileOf(store, assetId));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

export function hasStoredUpload(store: TUploadStore, assetId: string): boolean {
  return isUuid(assetId) && fs.existsSync(fileOf(store, assetId));
}

export async function removeStoredUpload(store: TUploadStore, assetId: string): Promise<void> {
  if (isUuid(assetId)) await fs.promises.rm(fileOf(store, assetId), { force: true });
}

/** Removes stored files whose asset is gone (deleted while the server was down) and half-written ones. Runs at start. */
export async function sweepStoredUploads(db: Db, store: TUploadStore): Promise<number> {
  const names = await fs.promises.readdir(store.dir);
  const ids = names.filter(isUuid);
  const live = new Set<string>();
  if (ids.length) {
    const result = await db.execute(sql`select id from assets where id in (${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)})`);
    for (const row of rowsOf<{ id: string }>(result)) live.add(row.id);
  }
  const orphans = names.filter((name) => !live.has(name));
  await Promise.all(orphans.map((name) => fs.promises.rm(path.join(store.dir, name), { force: true })));
  return orphans.length;
}
