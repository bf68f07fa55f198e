import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAssetRecord, TUploadAssetsResponse } from '@core/api/assets';
import type { TApp, TContext } from '../context';
import { multipartBody, waitForAsset } from '../routes/assets/assetTestHelpers';
import { buildUser, type TTestUser } from '../test/factories';
import { buildTestApp } from '../test/testApp';
import { searchPassages } from './search';
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

const storedFile = (assetId: string) => path.join(ctx.uploads.dir, assetId);
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
    expect(fs.existsSync(storedFile(large!.id))).toBe(true);
    expect(fs.existsSync(storedFile(small!.id))).toBe(false);

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
    const refetched = await app.inject({ method: 'POST', url: '/api/refetch/asset', headers: { cookie: owner.cookie, origin: 'http://localhost:3000' }, payload: { asset_id: large.id } });
    expect(refetched.statusCode, refetched.body).toBe(200);
    expect(refetched.json<{ asset: TAssetRecord }>().asset.status).toBe('queued');
    expect((await waitForAsset(app, owner.cookie, large.id)).status).toBe('ready');

    const small = (await app.inject({ method: 'GET', url: `/api/fetch/assets?project_id=${projectId}&search=small`, headers: { cookie: owner.cookie } })).json<{ assets: TAssetRecord[] }>().assets[0]!;
    const refused = await app.inject({ method: 'POST', url: '/api/refetch/asset', headers: { cookie: owner.cookie, origin: 'http://localhost:3000' }, payload: { asset_id: small.id } });
    expect(refused.statusCode).toBe(400);
  });

  it('removes the stored file with the asset', async () => {
    const [result] = await upload([{ filename: 'to-delete.txt', content: 'Salt marshes flood twice a day. '.repeat(500) }]);
    const asset = result!.asset!;
    await waitForAsset(app, owner.cookie, asset.id);
    expect(fs.existsSync(storedFile(asset.id))).toBe(true);
    const deleted = await app.inject({ method: 'DELETE', url: `/api/delete/asset?asset_id=${asset.id}`, headers: { cookie: owner.cookie } });
    expect(deleted.statusCode).toBe(200);
    expect(fs.existsSync(storedFile(asset.id))).toBe(false);
  });
});
