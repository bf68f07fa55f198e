import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAssetResponse } from '@core/api/assets';
import type { TApp } from '../../context';
import { htmlPage, startLocalSite, type TLocalSite } from '../../retrieval/testing/localSite';
import { buildUser, type TTestUser } from '../../test/factories';
import { buildTestApp } from '../../test/testApp';
import { waitForAsset } from './assetTestHelpers';

let app: TApp;
let close: () => Promise<void>;
let owner: TTestUser;
let projectId: string;
let local: TLocalSite;

const BLOCKED = 'That address points to a private or local network, which is not allowed.';

beforeAll(async () => {
  // FETCH_ALLOW_PRIVATE is left at its default (false), as on a real installation.
  ({ app, close } = await buildTestApp());
  owner = await buildUser(app);
  projectId = owner.projects[0]!._id;
  local = await startLocalSite({ '/': { body: htmlPage('Intranet', ['Internal notes that must never be read.']) } });
});
afterAll(async () => {
  await close();
  await local.close();
});

describe('URL assets on private addresses', () => {
  it('fails a loopback address (literal or by name) with the reason, without contacting it', async () => {
    for (const url of [`${local.origin}/`, `http://localhost:${local.port}/`]) {
      const added = await app.inject({ method: 'POST', url: '/api/add/asset/url', headers: { cookie: owner.cookie }, payload: { project_id: projectId, url } });
      expect(added.statusCode, added.body).toBe(201);
      const asset = await waitForAsset(app, owner.cookie, added.json<TAssetResponse>().asset.id);
      expect(asset, url).toMatchObject({ status: 'failed', error: BLOCKED, chunk_count: 0, fetched_at: null });
    }
    expect(local.hits.size).toBe(0);
  });
});
