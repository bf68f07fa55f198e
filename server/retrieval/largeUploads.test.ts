import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAssetRecord, TUploadAssetsResponse } from '@core/api/assets';
import type { TApp, TContext } from '../context';
import { enqueueAssetFetch } from '../queues/assetFetchJobs';
import type { TJobQueue } from '../queues/jobQueue';
import { multipartBody, waitForAsset } from '../routes/assets/assetTestHelpers';
import { buildUser, type TTestUser } from '../test/factories';
import { buildTestApp } from '../test/testApp';
import { refetchAsset } from './assetCommands';
import { findAsset } from './assetStore';
import { searchPassages } from './search';
import { hasStoredUpload, removeStoredUpload, storeUpload } from './storedUploads';
import { makePdf } from './testing/fixtureFiles';

let app: TApp;
let ctx: TContext;
let close: () => Promise<void>;
let owner: TTestUser;
let projectId: string;

// 0.01 MB = 10,486 bytes: files over it are stored and read by the asset-fetch job.
beforeAll(async () => {
  ({ app, ctx, close } = await buildTestApp({ ASSET_UPLOAD_JOB_MB: '0.01' }));
  owner = await buildUser(app);
  projectId = owner.projects[0]!._id;
});
afterAll(() => close());

async function upload(files: Parameters<typeof multipartBody>[0]) {
  const { payload, contentType } = multipartBody(files);
  const response = await app.inject({ method: 'POST', url: `/api/upload/assets?project_id=${projectId}`, headers: { cookie: owner.cookie, 'content-type': contentType }, payload });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TUploadAssetsResponse>().results;
}

const isStored = (assetId: string) => hasStoredUpload(ctx.uploads, assetId);
async function findByTitle(title: string): Promise<TAssetRecord> {
  const list = await app.inject({ method: 'GET', url: `/api/fetch/assets?project_id=${projectId}&search=${encodeURIComponent(title)}`, headers: { cookie: owner.cookie } });
  return list.json<{ assets: TAssetRecord[] }>().assets[0]!;
}
const refetch = (assetId: string) =>
  app.inject({ method: 'POST', url: '/api/refetch/asset', headers: { cookie: owner.cookie, origin: 'http://localhost:3000' }, payload: { asset_id: assetId } });
const longNotes = `# Lighthouses\n\n${'The keeper lit the lamp at dusk and trimmed the wick before midnight. '.repeat(200)}`;

describe('large uploads', () => {
  it('stores a file over the threshold and reads it in a job; small files are still read in the request', async () => {
    const results = await upload([
      { filename: 'lighthouses.md', content: longNotes },
      { filename: 'small.md', content: '# Tides\n\nThe moon pulls the oceans.' },
    ]);
    const [large, small] = results.map((result) => result.asset!);
    expect(large).toMatchObject({ title: 'lighthouses.md', status: 'queued', chunk_count: 0, size: Buffer.byteLength(longNotes) });
    expect(small).toMatchObject({ status: 'ready' });
    expect(await isStored(large!.id)).toBe(true);
    expect(await isStored(small!.id)).toBe(false);

    const done = await waitForAsset(app, owner.cookie, large!.id);
    expect(done.status).toBe('ready');
    expect(done.chunk_count).toBeGreaterThan(1);
    expect((await searchPassages(ctx.db, projectId, 'keeper trimmed the wick'))[0]).toMatchObject({ asset_id: large!.id, location: 'section Lighthouses' });
  });

  it('fails an unreadable large file with the reason, and keeps no chunks', async () => {
    const pdf = await makePdf([['Harbours shelter ships from storms.'.repeat(40)]], 'Harbours');
    const broken = Buffer.concat([pdf.subarray(0, 400), Buffer.alloc(12_000, 0x20)]);
    const [result] = await upload([{ filename: 'broken.pdf', content: broken, type: 'application/pdf' }]);
    expect(result!.asset).toMatchObject({ status: 'queued' });
    const failed = await waitForAsset(app, owner.cookie, result!.asset!.id);
    expect(failed).toMatchObject({ status: 'failed', chunk_count: 0 });
    expect(failed.error).toMatch(/^The PDF could not be read/);
  });

  it('re-reads a stored file on re-fetch; a small file still cannot be re-fetched', async () => {
    const list = await app.inject({ method: 'GET', url: `/api/fetch/assets?project_id=${projectId}&search=lighthouses`, headers: { cookie: owner.cookie } });
    const large = list.json<{ assets: TAssetRecord[] }>().assets[0]!;
    const refetched = await refetch(large.id);
    expect(refetched.statusCode, refetched.body).toBe(200);
    expect(refetched.json<{ asset: TAssetRecord }>().asset.status).toBe('queued');
    expect((await waitForAsset(app, owner.cookie, large.id)).status).toBe('ready');

    const small = (await app.inject({ method: 'GET', url: `/api/fetch/assets?project_id=${projectId}&search=small`, headers: { cookie: owner.cookie } })).json<{ assets: TAssetRecord[] }>().assets[0]!;
    expect([large.can_refetch, small.can_refetch]).toEqual([true, false]);
    const refused = await refetch(small.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toBe('This file was read when it was uploaded and is not kept on the server. Upload the file again.');
  });

  it('retries a failed stored file from the API: its job reads the stored bytes again', async () => {
    const broken = await findByTitle('broken.pdf');
    expect(broken).toMatchObject({ status: 'failed', can_refetch: true });
    const retried = await refetch(broken.id);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json<{ asset: TAssetRecord }>().asset).toMatchObject({ status: 'queued', error: null });
    // Same bytes, same verdict: read again by the job, not refused by the route.
    const again = await waitForAsset(app, owner.cookie, broken.id);
    expect(again).toMatchObject({ status: 'failed', chunk_count: 0 });
    expect(again.error).toBe(broken.error);
  });

  it('starts a retry on a clean slate, then indexes what the stored file holds', async () => {
    const pdf = await makePdf([['Estuaries mix fresh river water with the salt of the sea. '.repeat(30)]], 'Estuaries');
    const [result] = await upload([{ filename: 'estuaries.pdf', content: Buffer.concat([pdf.subarray(0, 300), Buffer.alloc(12_000, 0x20)]), type: 'application/pdf' }]);
    const failed = await waitForAsset(app, owner.cookie, result!.asset!.id);
    expect(failed.status).toBe('failed');
    // A passage left behind by a reader that died mid-write must be gone as soon as the retry is queued.
    await ctx.db.execute(sql`insert into asset_chunks (asset_id, project_id, position, text, tsv)
      values (${failed.id}, ${projectId}, 0, 'stray halfwritten passage', to_tsvector('simple', 'stray halfwritten passage'))`);
    const sent: unknown[] = [];
    const holdingQueue = { boss: { send: async (_queue: string, data: unknown) => void sent.push(data) } } as unknown as TJobQueue;
    const queued = await refetchAsset(ctx.db, holdingQueue, (await findAsset(ctx.db, failed.id))!, ctx.uploads);
    expect(queued).toMatchObject({ status: 'queued', chunkCount: 0, error: null });
    expect(sent).toEqual([{ asset_id: failed.id }]);
    expect(await searchPassages(ctx.db, projectId, 'halfwritten')).toEqual([]);

    // Stands in for a cause that has passed (a crash mid-read, a parser fixed by an update): the stored bytes now read.
    await storeUpload(ctx.uploads, failed.id, pdf);
    await enqueueAssetFetch(ctx.jobs, failed.id);
    expect(await waitForAsset(app, owner.cookie, failed.id)).toMatchObject({ status: 'ready', error: null });
    expect((await searchPassages(ctx.db, projectId, 'estuaries fresh river water'))[0]?.asset_id).toBe(failed.id);
  });

  it('says plainly when a stored file is gone and cannot be retried', async () => {
    const broken = await findByTitle('broken.pdf');
    await removeStoredUpload(ctx.uploads, broken.id);
    const refused = await refetch(broken.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toBe('This file is no longer stored on the server. Upload the file again.');
  });

  it('removes the stored file with the asset', async () => {
    const [result] = await upload([{ filename: 'to-delete.txt', content: 'Salt marshes flood twice a day. '.repeat(500) }]);
    const asset = result!.asset!;
    await waitForAsset(app, owner.cookie, asset.id);
    expect(await isStored(asset.id)).toBe(true);
    const deleted = await app.inject({ method: 'DELETE', url: `/api/delete/asset?asset_id=${asset.id}`, headers: { cookie: owner.cookie } });
    expect(deleted.statusCode).toBe(200);
    expect(await isStored(asset.id)).toBe(false);
  });
});
