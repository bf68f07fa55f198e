import crypto from 'node:crypto';
import fs from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/rows';
import { folderUploadObjects } from '../retrieval/uploads/folderUploadObjects';
import { s3UploadObjects } from '../retrieval/uploads/s3UploadObjects';
import type { TUploadObjects } from '../retrieval/uploads/uploadObjects';
import { callThrough, severalInstancesAvailable, signUpThrough, startInstances, type TInstances } from '../test/instances';
import { startLocalS3, type TLocalS3 } from '../test/localS3';

/**
 * Issue 23: a large upload taken by A is read by B. A serves requests only (JOB_WORKERS=false), so
 * its job can only run elsewhere; A is stopped before B starts, and each has a DATA_DIR of its own.
 * The bytes live where both reach them: a shared folder (UPLOADS_DIR) or an S3 bucket (s3rver).
 */
type TSharedStore = { env: Record<string, string>; objects: TUploadObjects; folder: string | null; close: () => Promise<void> };

async function sharedFolder(): Promise<TSharedStore> {
  const folder = await mkdtemp(path.join(tmpdir(), 'longform-shared-uploads-'));
  return { env: { UPLOADS_DIR: folder }, objects: folderUploadObjects(folder), folder, close: () => rm(folder, { recursive: true, force: true }) };
}

async function sharedBucket(): Promise<TSharedStore> {
  const s3: TLocalS3 = await startLocalS3();
  const objects = s3UploadObjects(s3.settings);
  return {
    env: s3.env,
    objects,
    folder: null,
    close: async () => {
      await objects.close();
      await s3.close();
    },
  };
}

const notes = `# Lighthouses\n\n${'The keeper lit the lamp at dusk and trimmed the wick before midnight. '.repeat(300)}`;

describe.skipIf(!severalInstancesAvailable).each([
  ['a shared folder', sharedFolder],
  ['an S3 bucket', sharedBucket],
])('a large upload kept in %s', (_kind, openStore) => {
  let servers: TInstances;
  let store: TSharedStore;
  const ownDataDirs: string[] = [];
  const ownDataDir = async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'longform-own-data-'));
    ownDataDirs.push(dir);
    return dir;
  };
  beforeAll(async () => {
    store = await openStore();
    // 0.01 MB: the notes (about 21 KB) are kept and read by a job.
    servers = await startInstances(1, { ...store.env, ASSET_UPLOAD_JOB_MB: '0.01', JOB_WORKERS: 'false', DATA_DIR: await ownDataDir() });
  }, 180_000);
  afterAll(async () => {
    await servers?.close();
    await store?.close();
    await Promise.all(ownDataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('is uploaded through A, read by B after A stopped, and deleted through B with its bytes', async () => {
    const [a] = servers.instances;
    const person = await signUpThrough(a!, 'uploader');
    const [project] = rowsOf<{ id: string }>(await servers.database.db.execute(sql`select id from projects where owner_id = ${person.userId}`));
    const form = new FormData();
    form.append('file', new Blob([notes], { type: 'text/markdown' }), 'lighthouses.md');
    const uploaded = await fetch(`${a!.origin}/api/upload/assets?project_id=${project!.id}`, { method: 'POST', headers: { cookie: person.cookie, origin: a!.origin }, body: form });
    expect(uploaded.status, await uploaded.clone().text()).toBe(200);
    const asset = ((await uploaded.json()) as { results: { asset: { id: string; status: string } }[] }).results[0]!.asset;
    expect(asset.status).toBe('queued');
    expect(await store.objects.has(asset.id)).toBe(true);
    await a!.stop('SIGTERM');

    // Another server's upload being written at this moment: B's start-up sweep must leave it alone.
    const inProgress = `${crypto.randomUUID()}.0a1b2c.partial`;
    if (store.folder) fs.writeFileSync(path.join(store.folder, inProgress), 'half of a file');

    const b = await servers.add('B', { JOB_WORKERS: 'true', DATA_DIR: await ownDataDir() });
    const deadline = Date.now() + 60_000;
    let state: { status: string; chunk_count: number; error: string | null };
    for (;;) {
      [state] = rowsOf<typeof state>(await servers.database.db.execute(sql`select status, chunk_count, error from assets where id = ${asset.id}`)) as [typeof state];
      if (state.status === 'ready' || state.status === 'failed' || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(state).toMatchObject({ status: 'ready', error: null });
    expect(state.chunk_count).toBeGreaterThan(1);
    const found = await callThrough(b, person.cookie, 'GET', `/api/fetch/asset?asset_id=${asset.id}`);
    expect(((await found.json()) as { asset: { status: string } }).asset.status).toBe('ready');
    if (store.folder) expect(fs.existsSync(path.join(store.folder, inProgress))).toBe(true);

    const deleted = await callThrough(b, person.cookie, 'DELETE', `/api/delete/asset?asset_id=${asset.id}`);
    expect(deleted.status).toBe(200);
    expect(await store.objects.has(asset.id)).toBe(false);
  }, 240_000);
});
