import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TContext } from '../context';
import { rowsOf } from '../db/rows';
import { buildUser, type TTestUser } from '../test/factories';
import { startLocalS3, type TLocalS3 } from '../test/localS3';
import { buildTestApp } from '../test/testApp';
import { storeUpload, sweepStoredUploads, SWEEP_MIN_AGE_MS, type TUploadStore } from './storedUploads';
import { s3UploadObjects } from './uploads/s3UploadObjects';

// The start-up sweep removes what no asset needs, but never what another server may be writing now.
let ctx: TContext;
let close: () => Promise<void>;
let owner: TTestUser;
let s3: TLocalS3;
beforeAll(async () => {
  let app;
  ({ app, ctx, close } = await buildTestApp());
  owner = await buildUser(app);
  s3 = await startLocalS3();
});
afterAll(async () => {
  await close();
  await s3.close();
});

async function fileAsset(): Promise<string> {
  const [row] = rowsOf<{ id: string }>(
    await ctx.db.execute(sql`insert into assets (project_id, user_id, kind, title, stored_upload, status) values (${owner.projects[0]!._id}, ${owner.unique_id}, 'file', 'notes.txt', true, 'ready') returning id`),
  );
  return row!.id;
}

/** Writes a file into the folder store as if another server had written it `ageMs` ago. */
async function writeAged(store: TUploadStore, name: string, ageMs: number): Promise<void> {
  const file = path.join(store.objects.location, name);
  await fs.promises.writeFile(file, 'bytes');
  const at = new Date(Date.now() - ageMs);
  await fs.promises.utimes(file, at, at);
}

describe('sweeping stored uploads', () => {
  it('removes old orphans and half-written files in a folder, and keeps recent ones and live uploads', async () => {
    const store = ctx.uploads;
    const old = SWEEP_MIN_AGE_MS + 60_000;
    const live = await fileAsset();
    const orphan = crypto.randomUUID();
    const freshOrphan = crypto.randomUUID();
    const oldPartial = `${crypto.randomUUID()}.a1b2c3.partial`;
    // Another server's upload being written right now: its asset row may even be committed already.
    const writing = `${await fileAsset()}.d4e5f6.partial`;
    await writeAged(store, live, old);
    await writeAged(store, orphan, old);
    await writeAged(store, freshOrphan, 0);
    await writeAged(store, oldPartial, old);
    await writeAged(store, writing, 0);

    expect(await sweepStoredUploads(ctx.db, store)).toBe(2);
    const left = (await store.objects.list()).map((object) => object.name);
    expect(left).toEqual(expect.arrayContaining([live, freshOrphan, writing]));
    expect(left).not.toContain(orphan);
    expect(left).not.toContain(oldPartial);
  });

  it('sweeps an S3 bucket the same way', async () => {
    const store = { ...ctx.uploads, objects: s3UploadObjects(s3.settings) };
    const live = await fileAsset();
    const orphan = crypto.randomUUID();
    await storeUpload(store, live, Buffer.from('kept'));
    await storeUpload(store, orphan, Buffer.from('gone'));
    // Just written: nothing is old enough yet.
    expect(await sweepStoredUploads(ctx.db, store)).toBe(0);
    // An hour on (a cut-off after both were written): the orphan goes, the live upload stays.
    expect(await sweepStoredUploads(ctx.db, store, new Date(Date.now() + 60_000))).toBe(1);
    expect((await store.objects.list()).map((object) => object.name)).toEqual([live]);
    await store.objects.close();
  });
});
