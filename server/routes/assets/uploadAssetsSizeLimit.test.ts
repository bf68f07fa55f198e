import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAssetListResponse, TUploadAssetsResponse } from '@core/api/assets';
import type { TApp, TContext } from '../../context';
import { buildUser, type TTestUser } from '../../test/factories';
import { buildTestApp } from '../../test/testApp';

let app: TApp;
let ctx: TContext;
let close: () => Promise<void>;
let owner: TTestUser;
let projectId: string;
let origin: string;

const MB = 1_048_576;
const BIG_FILE_BYTES = 50 * MB;

// Default settings (ASSET_UPLOAD_MAX_MB 25, ASSET_UPLOAD_JOB_MB 4), on a real socket so the body streams in.
beforeAll(async () => {
  ({ app, ctx, close } = await buildTestApp());
  owner = await buildUser(app);
  projectId = owner.projects[0]!._id;
  await app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(() => close());

/**
 * A multipart body with a generated 50 MB "big.txt" and then a small "small.txt", produced one
 * megabyte at a time so the test itself never holds the big file (it shares the server's process).
 */
function streamedUpload(boundary: string, smallText: string): ReadableStream<Uint8Array> {
  const megabyte = new Uint8Array(MB).fill(0x61);
  const chunks: (() => Uint8Array)[] = [
    () => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.txt"\r\nContent-Type: text/plain\r\n\r\n`),
    ...Array.from({ length: BIG_FILE_BYTES / MB }, () => () => megabyte),
    () => Buffer.from(`\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="small.txt"\r\nContent-Type: text/plain\r\n\r\n`),
    () => Buffer.from(`${smallText}\r\n--${boundary}--\r\n`),
  ];
  return new ReadableStream({
    pull(controller) {
      const next = chunks.shift();
      if (next) controller.enqueue(next());
      else controller.close();
    },
  });
}

/** The largest growth of heap and buffer memory while `work` runs, sampled every 10 ms. */
async function peakMemoryGrowth<T>(work: () => Promise<T>): Promise<{ result: T; growth: number }> {
  const used = () => {
    const memory = process.memoryUsage();
    return memory.heapUsed + memory.arrayBuffers;
  };
  global.gc?.();
  const baseline = used();
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, used())), 10);
  try {
    const result = await work();
    return { result, growth: Math.max(peak, used()) - baseline };
  } finally {
    clearInterval(sampler);
  }
}

describe('POST /api/upload/assets with the default limits', () => {
  it('refuses a 50 MB file by name with the limit, still reads the small file after it, and never holds the whole file', async () => {
    expect(ctx.env.ASSET_UPLOAD_MAX_MB).toBe(25);
    const boundary = `----longform${crypto.randomBytes(8).toString('hex')}`;
    const { result: response, growth } = await peakMemoryGrowth(() =>
      fetch(`${origin}/api/upload/assets?project_id=${projectId}`, {
        method: 'POST',
        headers: { cookie: owner.cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
        body: streamedUpload(boundary, 'Lighthouse keepers trimmed the wicks every night.'),
        duplex: 'half',
      } as RequestInit),
    );
    const body = await response.text();
    expect(response.status, body).toBe(200);
    const { results } = JSON.parse(body) as TUploadAssetsResponse;
    expect(results).toHaveLength(2);
    expect(results[0]).toEqual({ filename: 'big.txt', asset: null, error: 'The file is larger than the 25 MB limit.' });
    expect(results[1]).toMatchObject({ filename: 'small.txt', error: null, asset: { title: 'small.txt', status: 'ready', chunk_count: 1 } });

    // The refused file left no row behind.
    const list = await app.inject({ method: 'GET', url: `/api/fetch/assets?project_id=${projectId}`, headers: { cookie: owner.cookie } });
    expect(list.json<TAssetListResponse>().assets.map((asset) => asset.title)).toEqual(['small.txt']);

    // The route keeps at most the cap (25 MB) of an oversize file in memory; several copies of 50 MB would pass 150 MB.
    expect(growth, `memory grew by ${Math.round(growth / MB)} MB`).toBeLessThan(3 * BIG_FILE_BYTES);
  });
});
