import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAssetResponse } from '@core/api/assets';
import type { TApp } from '../context';
import { waitForAsset } from '../routes/assets/assetTestHelpers';
import { buildUser, type TTestUser } from '../test/factories';
import { buildTestApp } from '../test/testApp';
import { makePdfBomb } from './testing/bombFiles';
import { startLocalSite, type TLocalSite } from './testing/localSite';

let app: TApp;
let close: () => Promise<void>;
let owner: TTestUser;
let projectId: string;
let site: TLocalSite;

beforeAll(async () => {
  ({ app, close } = await buildTestApp({ FETCH_ALLOW_PRIVATE: 'true', EXTRACT_MAX_INFLATED_MB: '8', EXTRACT_MAX_TEXT_CHARS: '2000' }));
  owner = await buildUser(app);
  projectId = owner.projects[0]!._id;
  const paragraph = 'The keeper lit the lamp at dusk and trimmed the wick before midnight.';
  site = await startLocalSite({
    '/bomb.pdf': { type: 'application/pdf', body: await makePdfBomb(48 * 1_048_576) },
    '/long.txt': { type: 'text/plain', body: Array.from({ length: 60 }, (_, index) => `${index + 1}. ${paragraph}`).join('\n\n') },
  });
});
afterAll(async () => {
  await close();
  await site.close();
});

async function addUrl(path: string) {
  const response = await app.inject({ method: 'POST', url: '/api/add/asset/url', headers: { cookie: owner.cookie }, payload: { project_id: projectId, url: `${site.origin}${path}` } });
  expect(response.statusCode, response.body).toBe(201);
  return waitForAsset(app, owner.cookie, response.json<TAssetResponse>().asset.id);
}

describe('URL assets read within the same bounds as uploads', () => {
  it('fails a linked PDF stream bomb with the upload message', async () => {
    expect(await addUrl('/bomb.pdf')).toMatchObject({ status: 'failed', chunk_count: 0, error: 'The PDF unpacks to more than 8 MB, which is not read.' });
  });

  it('cuts a long page at EXTRACT_MAX_TEXT_CHARS and says so', async () => {
    expect(await addUrl('/long.txt')).toMatchObject({ status: 'ready', error: 'Only the first 2,000 characters were read; the rest is not searchable.' });
  });
});
