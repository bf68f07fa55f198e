import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAssetChunksResponse, TAssetListResponse, TUploadAssetsResponse } from '@core/api/assets';
import type { TApp } from '../../context';
import { makeDocxBomb, makePdfBomb } from '../../retrieval/testing/bombFiles';
import { makePdf } from '../../retrieval/testing/fixtureFiles';
import { buildUser, type TTestUser } from '../../test/factories';
import { buildTestApp } from '../../test/testApp';
import { multipartBody, waitForAsset } from './assetTestHelpers';
import { BAD_FILENAME_MESSAGE } from './uploadAssets';

const MB = 1_048_576;
// 8 MB of real inflation allowed; each bomb inflates to 48 MB from under 100 KB on disk.
const LIMITS = { EXTRACT_MAX_INFLATED_MB: '8', EXTRACT_MAX_TEXT_CHARS: '2000' };
const BOMB_BYTES = 48 * MB;

type TServer = { app: TApp; close: () => Promise<void>; owner: TTestUser; projectId: string };

async function startServer(overrides: Record<string, string>): Promise<TServer> {
  const { app, close } = await buildTestApp(overrides as never);
  const owner = await buildUser(app);
  return { app, close, owner, projectId: owner.projects[0]!._id };
}

function upload(server: TServer, files: Parameters<typeof multipartBody>[0]) {
  const { payload, contentType } = multipartBody(files);
  return server.app.inject({ method: 'POST', url: `/api/upload/assets?project_id=${server.projectId}`, headers: { cookie: server.owner.cookie, 'content-type': contentType }, payload });
}

/**
 * Runs `work` while /api/health is asked every 20 ms; every answer must be 200. Prints the slowest
 * (issue 16 asks for under 100 ms; printed, not asserted, as timing varies with the machine).
 */
async function whileHealthAnswers<T>(server: TServer, label: string, work: () => Promise<T>): Promise<T> {
  const finished = new AbortController();
  const latencies: number[] = [];
  const statuses: number[] = [];
  const probe = (async () => {
    while (!finished.signal.aborted) {
      const started = performance.now();
      const response = await server.app.inject({ method: 'GET', url: '/api/health' });
      latencies.push(performance.now() - started);
      statuses.push(response.statusCode);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  try {
    return await work();
  } finally {
    finished.abort();
    await probe;
    console.log(`${label}: ${statuses.length} health checks during extraction, slowest ${Math.max(...latencies).toFixed(1)} ms`);
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.every((status) => status === 200)).toBe(true);
  }
}

describe('uploads read within bounds, in the request', () => {
  let server: TServer;
  beforeAll(async () => {
    server = await startServer(LIMITS);
  });
  afterAll(() => server.close());

  it('refuses an edited-size DOCX bomb and a PDF stream bomb by name, reads the rest, and health keeps answering', async () => {
    const docxBomb = makeDocxBomb(BOMB_BYTES);
    const pdfBomb = await makePdfBomb(BOMB_BYTES);
    const nestedPdfBomb = await makePdfBomb(BOMB_BYTES, { nested: true });
    for (const file of [docxBomb, pdfBomb, nestedPdfBomb]) expect(file.length).toBeLessThan(100_000);
    const response = await whileHealthAnswers(server, 'bombs in the request', () =>
      upload(server, [
        { filename: 'bomb.docx', content: docxBomb },
        { filename: 'bomb.pdf', content: pdfBomb, type: 'application/pdf' },
        { filename: 'nested.pdf', content: nestedPdfBomb, type: 'application/pdf' },
        { filename: 'notes.md', content: '# Tides\n\nThe moon pulls the oceans.' },
      ]),
    );
    expect(response.statusCode, response.body).toBe(200);
    const results = response.json<TUploadAssetsResponse>().results.map((result) => [result.filename, result.error ?? result.asset?.status]);
    expect(results).toEqual([
      ['bomb.docx', 'The DOCX document unpacks to more than 8 MB, which is not read.'],
      ['bomb.pdf', 'The PDF unpacks to more than 8 MB, which is not read.'],
      ['nested.pdf', 'The PDF unpacks to more than 8 MB, which is not read.'],
      ['notes.md', 'ready'],
    ]);
    const list = await server.app.inject({ method: 'GET', url: `/api/fetch/assets?project_id=${server.projectId}`, headers: { cookie: server.owner.cookie } });
    expect(list.json<TAssetListResponse>().assets.map((asset) => asset.title)).toEqual(['notes.md']);
  });

  it('refuses a file name holding a NUL byte with 400 and stores nothing', async () => {
    const response = await upload(server, [{ filename: 'report\u0000.txt', content: 'The moon pulls the oceans.' }]);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ error: 'bad_request', message: BAD_FILENAME_MESSAGE, field: 'file' });
    const list = await server.app.inject({ method: 'GET', url: `/api/fetch/assets?project_id=${server.projectId}&search=report`, headers: { cookie: server.owner.cookie } });
    expect(list.json<TAssetListResponse>().total).toBe(0);
  });

  it('cuts text past EXTRACT_MAX_TEXT_CHARS, indexes the start and says so on the asset', async () => {
    const paragraph = 'The keeper lit the lamp at dusk and trimmed the wick before midnight.';
    const text = Array.from({ length: 60 }, (_, index) => `${index + 1}. ${paragraph}`).join('\n\n');
    expect(text.length).toBeGreaterThan(4_000);
    const response = await upload(server, [{ filename: 'lighthouse.txt', content: text }]);
    const [result] = response.json<TUploadAssetsResponse>().results;
    expect(result!.asset).toMatchObject({ status: 'ready', error: 'Only the first 2,000 characters were read; the rest is not searchable.' });
    const preview = await server.app.inject({ method: 'GET', url: `/api/fetch/asset/chunks?asset_id=${result!.asset!.id}`, headers: { cookie: server.owner.cookie } });
    const chunks = preview.json<TAssetChunksResponse>().chunks;
    const kept = chunks.map((chunk) => chunk.text).join(' ');
    expect(kept.startsWith('1. The keeper')).toBe(true);
    // Chunks join the kept paragraphs with spaces; the characters read are what was capped.
    expect(kept.replace(/\s/g, '').length).toBeLessThanOrEqual(2_000);
    expect(kept.replace(/\s/g, '').length).toBeGreaterThan(1_500);
    expect(kept).not.toContain('60. The keeper');
  });
});

describe('uploads read within bounds, in the background job', () => {
  let server: TServer;
  // 0.01 MB: every file here is stored and read by the asset-fetch job.
  beforeAll(async () => {
    server = await startServer({ ...LIMITS, ASSET_UPLOAD_JOB_MB: '0.01' });
  });
  afterAll(() => server.close());

  it('fails bombs read by the job with the same message, and health keeps answering', async () => {
    const docxBomb = makeDocxBomb(BOMB_BYTES);
    const pdfBomb = await makePdfBomb(BOMB_BYTES);
    const queued = await upload(server, [
      { filename: 'bomb.docx', content: docxBomb },
      { filename: 'bomb.pdf', content: pdfBomb, type: 'application/pdf' },
    ]);
    const results = queued.json<TUploadAssetsResponse>().results;
    expect(results.map((result) => result.asset?.status)).toEqual(['queued', 'queued']);
    const settled = await whileHealthAnswers(server, 'bombs in the job', () =>
      Promise.all(results.map((result) => waitForAsset(server.app, server.owner.cookie, result.asset!.id))),
    );
    const outcomes = settled.map((asset) => [asset.status, asset.error]);
    expect(outcomes, JSON.stringify(outcomes)).toEqual([
      ['failed', 'The DOCX document unpacks to more than 8 MB, which is not read.'],
      ['failed', 'The PDF unpacks to more than 8 MB, which is not read.'],
    ]);
  });
});

describe('uploads read within a time limit', () => {
  let server: TServer;
  // Half a second for a file, and room to inflate: the 48 MB stream takes PDF.js seconds (3.5 s here).
  beforeAll(async () => {
    server = await startServer({ EXTRACT_TIMEOUT_SECONDS: '0.5', EXTRACT_MAX_INFLATED_MB: '1024' });
  });
  afterAll(() => server.close());

  it('stops a file that reads too long, and the next file still reads', async () => {
    const slow = await upload(server, [{ filename: 'slow.pdf', content: await makePdfBomb(BOMB_BYTES), type: 'application/pdf' }]);
    expect(slow.json<TUploadAssetsResponse>().results[0]).toMatchObject({ asset: null, error: 'The file took longer than 0.5 s to read, so it was stopped and not read.' });
    const pdf = await makePdf([['Estuaries mix fresh river water with the salt of the sea.']], 'Estuaries');
    const next = await upload(server, [{ filename: 'estuaries.pdf', content: pdf, type: 'application/pdf' }]);
    expect(next.json<TUploadAssetsResponse>().results[0]!.asset).toMatchObject({ status: 'ready' });
  });
});
