import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TAssetRecord, TAssetResponse } from '@core/api/assets';
import { buildApp } from '../../app';
import type { TApp } from '../../context';
import { parseEnv, readTestDatabaseServerUrl } from '../../env';
import { htmlPage, startLocalSite, type TLocalSite } from '../../retrieval/testing/localSite';
import { buildUser } from '../../test/factories';
import { createScratchDatabase, TEST_ORIGIN } from '../../test/testApp';
import { waitForAsset } from './assetTestHelpers';

const PAGES = 8;
let site: TLocalSite;
let dataDir: string;
let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | null = null;

/** A server on a database that outlives it (a PGlite folder, or a scratch PostgreSQL database). */
async function startServer(): Promise<TApp> {
  const env = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    APP_URL: TEST_ORIGIN,
    WEB_DIST_DIR: './test-no-dist',
    DATA_DIR: dataDir,
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
    FETCH_ALLOW_PRIVATE: 'true',
    CRAWL_HOST_INTERVAL_MS: '250',
  });
  return (await buildApp(env)).app;
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'longform-crawl-'));
  const serverUrl = readTestDatabaseServerUrl();
  scratch = serverUrl ? await createScratchDatabase(serverUrl) : null;
  const pages = Array.from({ length: PAGES }, (_, index) => `/page-${index}`);
  site = await startLocalSite({
    '/sitemap.xml': { type: 'application/xml', body: `<urlset>${pages.map((page) => `<url><loc>${page}</loc></url>`).join('')}</urlset>` },
    ...Object.fromEntries(pages.map((page, index) => [page, { body: htmlPage(`Page ${index}`, [`Page ${index} describes comet number ${index}.`]) }])),
  });
});
afterAll(async () => {
  await site.close();
  await scratch?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it('a crawl interrupted by a restart resumes where it stopped and finishes', async () => {
  let app = await startServer();
  const user = await buildUser(app);
  const added = await app.inject({
    method: 'POST',
    url: '/api/add/asset/domain',
    headers: { cookie: user.cookie },
    payload: { project_id: user.projects[0]!._id, domain: site.origin },
  });
  const assetId = added.json<TAssetResponse>().asset.id;

  // Stop the server once a few pages are in, mid-crawl.
  let progress: TAssetRecord;
  do {
    await new Promise((resolve) => setTimeout(resolve, 50));
    progress = (await app.inject({ method: 'GET', url: `/api/fetch/asset?asset_id=${assetId}`, headers: { cookie: user.cookie } })).json<TAssetResponse>().asset;
  } while ((progress.pages_indexed ?? 0) < 2 && progress.status !== 'ready');
  await app.close();
  expect(progress.status).toBe('indexing');
  expect(progress.pages_total).toBe(PAGES);
  const fetchedBeforeStop = [...site.hits.keys()].filter((key) => key.startsWith('/page-'));

  app = await startServer();
  try {
    const finished = await waitForAsset(app, user.cookie, assetId, 60_000);
    expect(finished).toMatchObject({ status: 'ready', pages_indexed: PAGES, pages_total: PAGES, chunk_count: PAGES });
    // Pages stored before the restart were not read again; at most the one in flight was.
    const readTwice = [...site.hits.entries()].filter(([key, count]) => key.startsWith('/page-') && count > 1);
    expect(readTwice.length).toBeLessThanOrEqual(1);
    expect(fetchedBeforeStop.length).toBeLessThan(PAGES);
  } finally {
    await app.close();
  }
  // Two servers on a fresh PGlite folder each run initdb and migrations: slow on a busy machine.
}, 120_000);
