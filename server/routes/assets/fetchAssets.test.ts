import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAssetChunksResponse, TAssetRecord, TAssetResponse, TAssetSearchResponse } from '@core/api/assets';
import type { TApp, TContext } from '../../context';
import { assetChunks } from '../../db/schema/assets';
import { resumeUnfinishedFetches } from '../../queues/assetFetchJobs';
import { createAsset } from '../../retrieval/assetStore';
import { htmlPage, startLocalSite, type TLocalSite } from '../../retrieval/testing/localSite';
import { buildUser, type TTestUser } from '../../test/factories';
import { buildTestApp } from '../../test/testApp';
import { waitForAsset } from './assetTestHelpers';

let app: TApp;
let ctx: TContext;
let close: () => Promise<void>;
let owner: TTestUser;
let projectId: string;
let news: TLocalSite;
let mapped: TLocalSite;
let unmapped: TLocalSite;
let endless: TLocalSite;
let serveLate = false;
let vanished = false;
let flakyRequests = 0;

const sentences = (topic: string) => [`${topic} is the subject of this page.`, `Everything here explains ${topic} in plain words for readers.`];

beforeAll(async () => {
  ({ app, ctx, close } = await buildTestApp({ FETCH_ALLOW_PRIVATE: 'true', CRAWL_HOST_INTERVAL_MS: '0', CRAWL_MAX_PAGES: '5' }));
  owner = await buildUser(app);
  projectId = owner.projects[0]!._id;
  news = await startLocalSite({
    '/story': { body: htmlPage('Harbour reopens', ['The harbour reopened on Monday after the storm.', 'Fishing boats returned within hours.']) },
    '/orphan': { body: htmlPage('Orphan page', ['An orphaned asset still gets read about nebulae.']) },
    '/late': (_request, response) => {
      response.writeHead(serveLate ? 200 : 404, { 'content-type': 'text/html' });
      response.end(serveLate ? htmlPage('Late page', ['The late page finally exists with meteorites.']) : 'gone');
    },
    '/vanishing': (_request, response) => {
      response.writeHead(vanished ? 410 : 200, { 'content-type': 'text/html' });
      response.end(vanished ? 'gone' : htmlPage('Vanishing page', ['The vanishing page describes lighthouse keepers.']));
    },
    // Down for maintenance on the first request only, as a busy site might be.
    '/flaky': (_request, response) => {
      flakyRequests += 1;
      if (flakyRequests === 1) {
        response.writeHead(503, { 'content-type': 'text/plain' });
        return response.end('busy');
      }
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end(htmlPage('Flaky page', ['The flaky page answers on the second try about glaciers.']));
    },
  });
  mapped = await startLocalSite({
    '/robots.txt': { type: 'text/plain', body: 'User-agent: *\nDisallow: /private\nSitemap: /sitemap_index.xml\n' },
    // The index lists itself and a child that lists the index again: a loop that must end.
    '/sitemap_index.xml': {
      type: 'application/xml',
      body: '<sitemapindex><sitemap><loc>/sitemap_index.xml</loc></sitemap><sitemap><loc>/sitemap-pages.xml</loc></sitemap></sitemapindex>',
    },
    '/sitemap-pages.xml': {
      type: 'application/xml',
      body: `<urlset><url><loc>/a</loc></url><url><loc>/b</loc></url><url><loc>/c</loc></url><url><loc>/private/x</loc></url>
        <url><loc>http://elsewhere.invalid/z</loc></url></urlset>
        <sitemapindex><sitemap><loc>/sitemap_index.xml</loc></sitemap></sitemapindex>`,
    },
    '/a': { body: htmlPage('Apples', sentences('Apple orchards')) },
    '/b': { body: htmlPage('Bananas', sentences('Banana plantations')) },
    '/c': { body: htmlPage('Cherries', sentences('Cherry blossoms')) },
    '/private/x': { body: htmlPage('Private', sentences('Secrets')) },
  });
  unmapped = await startLocalSite({
    '/robots.txt': { type: 'text/plain', body: 'User-agent: *\nDisallow: /private\n' },
    '/': { body: htmlPage('Home', sentences('The home page'), ['/one', '/two', '/logo.png']) },
    '/one': { body: htmlPage('One', sentences('Page one'), ['/three', '/private/p', '/#top']) },
    '/two': { body: htmlPage('Two', sentences('Page two')) },
    '/three': { body: htmlPage('Three', sentences('Trilobite fossils')) },
    '/private/p': { body: htmlPage('Private', sentences('Secrets')) },
  });
  endless = await startLocalSite(
    Object.fromEntries(
      Array.from({ length: 30 }, (_, index) => [index === 0 ? '/' : `/p/${index}`, { body: htmlPage(`Page ${index}`, sentences(`Chapter ${index}`), [`/p/${index + 1}`]) }]),
    ),
  );
});
afterAll(async () => {
  await close();
  await Promise.all([news.close(), mapped.close(), unmapped.close(), endless.close()]);
});

async function post(url: string, payload: object, user = owner) {
  return app.inject({ method: 'POST', url, headers: { cookie: user.cookie }, payload });
}

async function addDomain(domain: string): Promise<TAssetRecord> {
  const response = await post('/api/add/asset/domain', { project_id: projectId, domain });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TAssetResponse>().asset;
}

describe('URL assets', () => {
  it('fetches the page in the background: main text, title, site and fetch time', async () => {
    const added = await post('/api/add/asset/url', { project_id: projectId, url: `${news.origin}/story#comments` });
    expect(added.statusCode).toBe(201);
    expect(added.json<TAssetResponse>().asset).toMatchObject({ kind: 'url', status: 'queued', url: `${news.origin}/story`, site: '127.0.0.1' });
    const asset = await waitForAsset(app, owner.cookie, added.json<TAssetResponse>().asset.id);
    expect(asset).toMatchObject({ status: 'ready', title: 'Harbour reopens', mime: 'text/html', pages_indexed: 1, error: null });
    expect(asset.fetched_at).not.toBeNull();

    const search = await app.inject({ method: 'GET', url: `/api/search/assets?project_id=${projectId}&q=fishing%20boats`, headers: { cookie: owner.cookie } });
    const [passage] = search.json<TAssetSearchResponse>().passages;
    expect(passage).toMatchObject({ asset_id: asset.id, kind: 'url', url: `${news.origin}/story`, title: 'Harbour reopens' });
    expect(passage!.text).not.toContain('Footer text');

    const again = await post('/api/add/asset/url', { project_id: projectId, url: `${news.origin}/story` });
    expect(again.statusCode).toBe(409);
  });

  it('fails with the reason when the page is missing, and a re-fetch retries it', async () => {
    const added = await post('/api/add/asset/url', { project_id: projectId, url: `${news.origin}/late` });
    const failed = await waitForAsset(app, owner.cookie, added.json<TAssetResponse>().asset.id);
    expect(failed).toMatchObject({ status: 'failed', error: 'The site answered with status 404.', chunk_count: 0 });

    serveLate = true;
    const retried = await post('/api/refetch/asset', { asset_id: failed.id });
    expect(retried.json<TAssetResponse>().asset).toMatchObject({ status: 'queued', error: null });
    expect(await waitForAsset(app, owner.cookie, failed.id)).toMatchObject({ status: 'ready', title: 'Late page', error: null });
  });

  it('a ready page read again stays searchable meanwhile, and keeps its text when the new read fails', async () => {
    const added = await post('/api/add/asset/url', { project_id: projectId, url: `${news.origin}/vanishing` });
    const ready = await waitForAsset(app, owner.cookie, added.json<TAssetResponse>().asset.id);
    expect(ready).toMatchObject({ status: 'ready', chunk_count: 1 });
    const searchLighthouse = async () =>
      (await app.inject({ method: 'GET', url: `/api/search/assets?project_id=${projectId}&q=lighthouse%20keepers`, headers: { cookie: owner.cookie } }))
        .json<TAssetSearchResponse>()
        .passages.map((passage) => passage.asset_id);

    vanished = true;
    const refetched = await post('/api/refetch/asset', { asset_id: ready.id });
    expect(refetched.json<TAssetResponse>().asset).toMatchObject({ status: 'queued', chunk_count: 1 });
    expect(await searchLighthouse()).toEqual([ready.id]);

    const after = await waitForAsset(app, owner.cookie, ready.id);
    expect(after).toMatchObject({ status: 'ready', chunk_count: 1, title: 'Vanishing page' });
    expect(after.error).toBe('The last re-fetch failed, so the text read before is kept: The site answered with status 410.');
    expect(await searchLighthouse()).toEqual([ready.id]);

    // Once the page is back, a re-fetch clears the note.
    vanished = false;
    await post('/api/refetch/asset', { asset_id: ready.id });
    expect(await waitForAsset(app, owner.cookie, ready.id)).toMatchObject({ status: 'ready', error: null, chunk_count: 1 });
  });

  it('retries a page that answered 503, and the retry reads its text', async () => {
    const added = await post('/api/add/asset/url', { project_id: projectId, url: `${news.origin}/flaky` });
    expect(added.statusCode).toBe(201);
    const asset = await waitForAsset(app, owner.cookie, added.json<TAssetResponse>().asset.id);
    expect(asset).toMatchObject({ status: 'ready', title: 'Flaky page', error: null, pages_indexed: 1 });
    expect(flakyRequests).toBe(2);

    const chunks = await app.inject({ method: 'GET', url: `/api/fetch/asset/chunks?asset_id=${asset.id}`, headers: { cookie: owner.cookie } });
    expect(chunks.json<TAssetChunksResponse>().chunks.map((chunk) => chunk.text).join('\n')).toContain('The flaky page answers on the second try about glaciers.');
  });

  it('queues again, once, an asset left waiting without a job (its job lost across restarts)', async () => {
    const orphan = await createAsset(ctx.db, { projectId, userId: owner.unique_id, kind: 'url', title: 'orphan', url: `${news.origin}/orphan`, site: '127.0.0.1' });
    expect(await resumeUnfinishedFetches(ctx.jobs, ctx.db)).toBeGreaterThanOrEqual(1);
    await resumeUnfinishedFetches(ctx.jobs, ctx.db);
    expect(await waitForAsset(app, owner.cookie, orphan.id)).toMatchObject({ status: 'ready', title: 'Orphan page' });
    expect(news.hits.get('/orphan')).toBe(1);
  });

  it('refuses addresses that are not http(s)', async () => {
    const response = await post('/api/add/asset/url', { project_id: projectId, url: 'ftp://example.com/file' });
    expect(response.statusCode).toBe(400);
  });
});

describe('domain assets', () => {
  it('reads the pages its sitemaps list, once each, respecting robots.txt, through a sitemap loop', async () => {
    const added = await addDomain(mapped.origin);
    expect(added).toMatchObject({ kind: 'domain', title: `127.0.0.1:${mapped.port}`, pages_indexed: 0 });
    const asset = await waitForAsset(app, owner.cookie, added.id);
    expect(asset, JSON.stringify([asset, [...mapped.hits]])).toMatchObject({ status: 'ready', pages_indexed: 3, pages_total: 3, chunk_count: 3 });
    expect(mapped.hits.get('/sitemap_index.xml')).toBe(1);
    expect(mapped.hits.get('/sitemap-pages.xml')).toBe(1);
    expect(mapped.hits.get('/private/x')).toBeUndefined();

    const search = await app.inject({ method: 'GET', url: `/api/search/assets?project_id=${projectId}&q=cherry&kinds=domain`, headers: { cookie: owner.cookie } });
    expect(search.json<TAssetSearchResponse>().passages[0]).toMatchObject({ asset_id: asset.id, url: `${mapped.origin}/c`, title: `127.0.0.1:${mapped.port}` });
  });

  it('crawls from the home page when there is no sitemap, following same-site links robots.txt allows', async () => {
    const asset = await waitForAsset(app, owner.cookie, (await addDomain(`${unmapped.origin}/ignored/path`)).id);
    expect(asset).toMatchObject({ status: 'ready', pages_indexed: 4 });
    expect(unmapped.hits.get('/private/p')).toBeUndefined();
    expect(unmapped.hits.get('/logo.png')).toBeUndefined();
    expect(unmapped.hits.get('/three')).toBe(1);
  });

  it('stops a crawl at the configured number of pages', async () => {
    const asset = await waitForAsset(app, owner.cookie, (await addDomain(endless.origin)).id);
    expect(asset).toMatchObject({ status: 'ready', pages_indexed: 5, pages_total: 5 });
    expect(endless.hits.get('/p/5')).toBeUndefined();
  });

  it('re-fetching a ready domain starts over: changed text is read again and pages gone from the site disappear', async () => {
    let edition = 1;
    const changing = await startLocalSite({
      '/sitemap.xml': (_request, response) => {
        response.writeHead(200, { 'content-type': 'application/xml' });
        response.end(`<urlset><url><loc>/tides</loc></url>${edition === 1 ? '<url><loc>/whalers</loc></url>' : ''}</urlset>`);
      },
      '/tides': (_request, response) => {
        response.writeHead(200, { 'content-type': 'text/html' });
        const text = edition === 1 ? 'Tide tables were printed on paper every week.' : 'Tide tables are published online every hour by sonar buoys.';
        response.end(htmlPage('Tides', [text]));
      },
      '/whalers': { body: htmlPage('Whalers', ['Whalers sailed from the harbour each spring.']) },
    });
    const chunkTexts = async (assetId: string) => {
      const response = await app.inject({ method: 'GET', url: `/api/fetch/asset/chunks?asset_id=${assetId}`, headers: { cookie: owner.cookie } });
      return response.json<TAssetChunksResponse>().chunks.map((chunk) => ({ url: chunk.url, text: chunk.text }));
    };
    try {
      const first = await waitForAsset(app, owner.cookie, (await addDomain(changing.origin)).id);
      expect(first).toMatchObject({ status: 'ready', pages_indexed: 2 });
      expect(await chunkTexts(first.id)).toEqual(
        expect.arrayContaining([
          { url: `${changing.origin}/tides`, text: expect.stringContaining('printed on paper') },
          { url: `${changing.origin}/whalers`, text: expect.stringContaining('Whalers sailed') },
        ]),
      );

      edition = 2;
      const refetched = await post('/api/refetch/asset', { asset_id: first.id });
      expect(refetched.statusCode, refetched.body).toBe(200);
      // Starting over: the old pages are dropped at once, not kept until the crawl ends.
      expect(refetched.json<TAssetResponse>().asset).toMatchObject({ status: 'queued', chunk_count: 0, pages_indexed: 0, pages_total: null });

      const second = await waitForAsset(app, owner.cookie, first.id);
      expect(second).toMatchObject({ status: 'ready', error: null, pages_indexed: 1, pages_total: 1, chunk_count: 1 });
      expect(new Date(second.fetched_at!).getTime()).toBeGreaterThan(new Date(first.fetched_at!).getTime());
      expect(changing.hits.get('/tides')).toBe(2);
      expect(await chunkTexts(first.id)).toEqual([{ url: `${changing.origin}/tides`, text: expect.stringContaining('published online every hour by sonar buoys') }]);

      const search = (q: string) => app.inject({ method: 'GET', url: `/api/search/assets?project_id=${projectId}&q=${q}&kinds=domain`, headers: { cookie: owner.cookie } });
      expect((await search('sonar%20buoys')).json<TAssetSearchResponse>().passages[0]).toMatchObject({ asset_id: first.id, url: `${changing.origin}/tides` });
      expect((await search('whalers')).json<TAssetSearchResponse>().passages).toEqual([]);
    } finally {
      await changing.close();
    }
  });

  it('skips a page that answers 500 or 404 and ends ready with the others, indexing nothing of the failed pages', async () => {
    const broken = await startLocalSite({
      '/': { body: htmlPage('Harbour guide', sentences('The harbour guide'), ['/moorings', '/broken', '/missing']) },
      '/moorings': { body: htmlPage('Moorings', sentences('Mooring buoys')) },
      // Error pages with readable HTML and a link: neither their text nor their links may be used.
      '/broken': { status: 500, body: htmlPage('Server error', ['Volcanic ash grounded the server today.'], ['/behind-error']) },
      '/missing': { status: 404, body: htmlPage('Not found', ['Quicksand swallowed this page.'], ['/behind-error']) },
      '/behind-error': { body: htmlPage('Hidden', sentences('Hidden caves')) },
    });
    try {
      const asset = await waitForAsset(app, owner.cookie, (await addDomain(broken.origin)).id);
      expect(asset).toMatchObject({ status: 'ready', error: null, pages_indexed: 2, pages_total: 4, chunk_count: 2 });
      // A 5xx page is not retried inside the crawl: the crawl goes on without it.
      expect(broken.hits.get('/broken')).toBe(1);
      expect(broken.hits.get('/missing')).toBe(1);
      expect(broken.hits.get('/behind-error')).toBeUndefined();

      const rows = await ctx.db.select({ url: assetChunks.url, text: assetChunks.text }).from(assetChunks).where(eq(assetChunks.assetId, asset.id));
      expect(rows.map((row) => row.url).sort()).toEqual([`${broken.origin}/`, `${broken.origin}/moorings`]);
      expect(rows.map((row) => row.text).join('\n')).not.toMatch(/Volcanic|Quicksand/);
    } finally {
      await broken.close();
    }
  });

  it('fails a site with no readable page, and deleting an asset removes its chunks', async () => {
    const empty = await startLocalSite({});
    const failed = await waitForAsset(app, owner.cookie, (await addDomain(empty.origin)).id);
    await empty.close();
    expect(failed).toMatchObject({ status: 'failed', error: `No page with readable text was found on 127.0.0.1:${empty.port}.` });

    const list = await app.inject({ method: 'GET', url: `/api/fetch/assets?project_id=${projectId}&kind=domain&search=${mapped.port}`, headers: { cookie: owner.cookie } });
    const domain = list.json<{ assets: TAssetRecord[] }>().assets[0]!;
    expect((await ctx.db.select().from(assetChunks).where(eq(assetChunks.assetId, domain.id))).length).toBe(3);
    const deleted = await app.inject({ method: 'DELETE', url: `/api/delete/asset?asset_id=${domain.id}`, headers: { cookie: owner.cookie } });
    expect(deleted.json()).toEqual({ deleted: true, asset_id: domain.id });
    expect(await ctx.db.select().from(assetChunks).where(eq(assetChunks.assetId, domain.id))).toEqual([]);
    expect((await app.inject({ method: 'GET', url: `/api/fetch/asset?asset_id=${domain.id}`, headers: { cookie: owner.cookie } })).statusCode).toBe(404);
  });
});

describe('authorization', () => {
  it("answers 404 for someone else's project or asset, 403 for another unique_id, 401 without a session", async () => {
    const stranger = await buildUser(app);
    const list = await app.inject({ method: 'GET', url: `/api/fetch/assets?project_id=${projectId}`, headers: { cookie: owner.cookie } });
    const asset = list.json<{ assets: TAssetRecord[] }>().assets[0]!;
    const as = { cookie: stranger.cookie };
    const calls = [
      app.inject({ method: 'GET', url: `/api/fetch/assets?project_id=${projectId}`, headers: as }),
      app.inject({ method: 'GET', url: `/api/fetch/asset?asset_id=${asset.id}`, headers: as }),
      app.inject({ method: 'GET', url: `/api/fetch/asset/chunks?asset_id=${asset.id}`, headers: as }),
      app.inject({ method: 'GET', url: `/api/search/assets?project_id=${projectId}&q=harbour`, headers: as }),
      app.inject({ method: 'DELETE', url: `/api/delete/asset?asset_id=${asset.id}`, headers: as }),
      post('/api/refetch/asset', { asset_id: asset.id }, stranger),
      post('/api/add/asset/url', { project_id: projectId, url: `${news.origin}/other` }, stranger),
      post('/api/add/asset/domain', { project_id: projectId, domain: news.origin }, stranger),
    ];
    expect((await Promise.all(calls)).map((response) => response.statusCode)).toEqual([404, 404, 404, 404, 404, 404, 404, 404]);
    expect((await app.inject({ method: 'GET', url: `/api/fetch/asset?asset_id=${asset.id}`, headers: { cookie: owner.cookie } })).statusCode).toBe(200);

    const otherId = await app.inject({ method: 'GET', url: `/api/fetch/assets?project_id=${projectId}&unique_id=${stranger.unique_id}`, headers: { cookie: owner.cookie } });
    expect(otherId.statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: `/api/fetch/assets?project_id=${projectId}` })).statusCode).toBe(401);
  });

  it('refuses to re-fetch a file', async () => {
    const { addTextAsset } = await import('../../retrieval/addTextAsset');
    const file = await addTextAsset(ctx.db, { userId: owner.unique_id, projectId, kind: 'file', title: 'notes.txt', text: 'Some notes about kites.' });
    const response = await post('/api/refetch/asset', { asset_id: file.id });
    expect(response.statusCode).toBe(400);
  });

  it('limits asset writes to 60 a minute per person', async () => {
    const writer = await buildUser(app);
    const statuses: number[] = [];
    for (let index = 0; index < 61; index += 1) statuses.push((await post('/api/refetch/asset', { asset_id: '00000000-0000-4000-8000-000000000000' }, writer)).statusCode);
    expect(statuses.slice(0, 60).every((status) => status === 404)).toBe(true);
    expect(statuses[60]).toBe(429);
    // Another person keeps their own allowance.
    expect((await post('/api/refetch/asset', { asset_id: '00000000-0000-4000-8000-000000000000' }, owner)).statusCode).toBe(404);
  });
});
