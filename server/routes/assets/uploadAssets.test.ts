import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAssetChunksResponse, TAssetListResponse, TAssetSearchResponse, TUploadAssetsResponse } from '@core/api/assets';
import { eq } from 'drizzle-orm';
import type { TApp, TContext } from '../../context';
import { assets } from '../../db/schema/assets';
import { projects } from '../../db/schema/projects';
import { MAX_ASSETS_PER_PROJECT, PROJECT_FULL_MESSAGE } from '../../retrieval/assetCommands';
import { makeDocx, makePdf } from '../../retrieval/testing/fixtureFiles';
import { buildUser, type TTestUser } from '../../test/factories';
import { buildTestApp } from '../../test/testApp';
import { multipartBody } from './assetTestHelpers';

let app: TApp;
let ctx: TContext;
let close: () => Promise<void>;
let owner: TTestUser;
let projectId: string;

// 0.05 MB = 52,428 bytes: the same refusal a 50 MB file meets under the default cap, without the allocation.
beforeAll(async () => {
  ({ app, ctx, close } = await buildTestApp({ ASSET_UPLOAD_MAX_MB: '0.05' }));
  owner = await buildUser(app);
  projectId = owner.projects[0]!._id;
});
afterAll(() => close());

async function upload(files: Parameters<typeof multipartBody>[0], user = owner, project = projectId) {
  const { payload, contentType } = multipartBody(files);
  return app.inject({ method: 'POST', url: `/api/upload/assets?project_id=${project}`, headers: { cookie: user.cookie, 'content-type': contentType }, payload });
}

describe('POST /api/upload/assets', () => {
  it('reads several files at once and says, file by file, why one was refused', async () => {
    const pdf = await makePdf([['Photosynthesis turns light into chemical energy.'], ['Chlorophyll absorbs red and blue light.']], 'Plants');
    const docx = await makeDocx([{ heading: 'Glaciers', paragraphs: ['Glaciers carve valleys over thousands of years.'] }]);
    const response = await upload([
      { filename: 'plants.pdf', content: pdf, type: 'application/pdf' },
      { filename: 'glaciers.docx', content: docx },
      { filename: 'notes.md', content: '# Tides\n\nThe moon pulls the oceans, which makes the tides.' },
      { filename: 'page.html', content: '<html><head><title>Volcanoes</title></head><body><p>Magma rises through the crust.</p></body></html>' },
      { filename: 'photo.png', content: Buffer.from([0x89, 0x50, 0x4e, 0x47]) },
      { filename: 'empty.txt', content: '' },
      { filename: 'broken.pdf', content: pdf.subarray(0, 300) },
      { filename: 'huge.txt', content: 'word '.repeat(12_000) },
      { filename: 'after-huge.txt', content: 'Rivers flow downhill to the sea.' },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const { results } = response.json<TUploadAssetsResponse>();
    const byName = Object.fromEntries(results.map((result) => [result.filename, result]));
    expect(byName['plants.pdf']!.asset).toMatchObject({ kind: 'file', title: 'plants.pdf', status: 'ready', chunk_count: 2, mime: 'application/pdf' });
    expect(byName['glaciers.docx']!.asset).toMatchObject({ status: 'ready', chunk_count: 1 });
    expect(byName['notes.md']!.asset).toMatchObject({ status: 'ready' });
    expect(byName['page.html']!.asset).toMatchObject({ status: 'ready', mime: 'text/html' });
    expect(byName['after-huge.txt']!.asset).toMatchObject({ status: 'ready' });
    expect(byName['photo.png']).toMatchObject({ asset: null, error: '.png files are not supported. Upload PDF, DOCX, TXT, Markdown or HTML.' });
    expect(byName['empty.txt']).toMatchObject({ asset: null, error: 'The file is empty.' });
    expect(byName['broken.pdf']!.error).toMatch(/^The PDF could not be read/);
    expect(byName['huge.txt']).toMatchObject({ asset: null, error: 'The file is larger than the 51 KB limit.' });

    const list = await app.inject({ method: 'GET', url: `/api/fetch/assets?project_id=${projectId}&kind=file`, headers: { cookie: owner.cookie } });
    expect(list.json<TAssetListResponse>().total).toBe(5);
  });

  it('holds uploads to the project’s asset limit: files past it are refused by name, nothing stored', async () => {
    const writer = await buildUser(app);
    const project = writer.projects[0]!._id;
    const [row] = await ctx.db.select({ userId: projects.ownerId }).from(projects).where(eq(projects.id, project));
    await ctx.db.insert(assets).values(
      Array.from({ length: MAX_ASSETS_PER_PROJECT - 2 }, (_, index) => ({ projectId: project, userId: row!.userId, kind: 'url' as const, title: `Page ${index}`, status: 'failed' as const })),
    );
    const response = await upload(
      [
        { filename: 'one.txt', content: 'Owls hunt at night.' },
        { filename: 'two.txt', content: 'Bats hunt at night too.' },
        { filename: 'three.txt', content: 'Moths fly towards light.' },
      ],
      writer,
      project,
    );
    expect(response.statusCode, response.body).toBe(200);
    const { results } = response.json<TUploadAssetsResponse>();
    expect(results.map((result) => [result.filename, result.asset?.status ?? result.error])).toEqual([
      ['one.txt', 'ready'],
      ['two.txt', 'ready'],
      ['three.txt', PROJECT_FULL_MESSAGE],
    ]);
    expect(await ctx.db.$count(assets, eq(assets.projectId, project))).toBe(MAX_ASSETS_PER_PROJECT);
  });

  it('previews the chunks of a file with their pages, and finds them in search', async () => {
    const list = await app.inject({ method: 'GET', url: `/api/fetch/assets?project_id=${projectId}&search=plants`, headers: { cookie: owner.cookie } });
    const pdf = list.json<TAssetListResponse>().assets[0]!;
    const preview = await app.inject({ method: 'GET', url: `/api/fetch/asset/chunks?asset_id=${pdf.id}`, headers: { cookie: owner.cookie } });
    expect(preview.json<TAssetChunksResponse>().chunks.map((chunk) => chunk.location)).toEqual(['page 1', 'page 2']);

    const search = await app.inject({ method: 'GET', url: `/api/search/assets?project_id=${projectId}&q=chlorophyll%20light`, headers: { cookie: owner.cookie } });
    expect(search.json<TAssetSearchResponse>().passages[0]).toMatchObject({ n: 1, asset_id: pdf.id, location: 'page 2', title: 'plants.pdf' });
  });

  it("refuses an upload to someone else's project with 404, and without a session with 401", async () => {
    const stranger = await buildUser(app);
    const files = [{ filename: 'a.txt', content: 'Some words here.' }];
    expect((await upload(files, stranger)).statusCode).toBe(404);
    const { payload, contentType } = multipartBody(files);
    const anonymous = await app.inject({ method: 'POST', url: `/api/upload/assets?project_id=${projectId}`, headers: { 'content-type': contentType }, payload });
    expect(anonymous.statusCode).toBe(401);
  });
});
