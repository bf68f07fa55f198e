import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAssetRecord } from '@core/api/assets';
import type { TApp, TContext } from '../context';
import { rowsOf } from '../db/rows';
import { addTextAsset } from '../retrieval/addTextAsset';
import { searchPassages } from '../retrieval/search';
import { testDatabaseHasVector } from '../retrieval/testing/vectorSupport';
import { EMBED_BATCH } from '../retrieval/vectors/embedAsset';
import { buildUser, type TTestUser } from '../test/factories';
import { startFakeOpenAI, type TFakeProvider } from '../test/fakeProviders/openaiCompatible';
import { buildTestApp } from '../test/testApp';
import { ASSET_EMBED_QUEUE, EMBED_RETRY_LIMIT, enqueueAssetEmbedding } from './assetEmbedJobs';

/** Vectors need pgvector: on a PostgreSQL without it, this runs on in-memory PGlite, which always has it. */
const serverHasVector = await testDatabaseHasVector();

let fake: TFakeProvider;
let app: TApp;
let ctx: TContext;
let close: () => Promise<void>;
let owner: TTestUser;
let projectId: string;

/** More chunks than one embedding call takes, so the first attempt writes some vectors before failing. */
const CHAPTERS = EMBED_BATCH + 24;
const atlas = Array.from(
  { length: CHAPTERS },
  (_, index) => `# Chapter ${index + 1}\n\nThe cartographer drew coastline number ${index + 1} in brown ink on vellum.`,
).join('\n\n');

async function embeddedCount(assetId: string): Promise<number> {
  const result = await ctx.db.execute(sql`select count(*)::int as total from asset_chunk_embeddings where asset_id = ${assetId}`);
  return rowsOf<{ total: number }>(result)[0]!.total;
}

async function fetchAsset(assetId: string): Promise<TAssetRecord> {
  const response = await app.inject({ method: 'GET', url: `/api/fetch/asset?asset_id=${assetId}`, headers: { cookie: owner.cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ asset: TAssetRecord }>().asset;
}

/** Polls the asset as the page does until `settled` holds. */
async function waitForAssetState(assetId: string, settled: (asset: TAssetRecord) => Promise<boolean> | boolean, timeoutMs = 30_000): Promise<TAssetRecord> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const asset = await fetchAsset(assetId);
    if (await settled(asset)) return asset;
    if (Date.now() > deadline) throw new Error(`asset did not settle: ${JSON.stringify(asset)}, ${await embeddedCount(assetId)} vectors`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  fake = await startFakeOpenAI();
  ({ app, ctx, close } = await buildTestApp({ OPENAI_COMPATIBLE_BASE_URL: fake.baseUrl, AI_EMBEDDING_MODEL: 'compatible:fake-embed' }, { embedded: !serverHasVector }));
  // Retries at once instead of after 2, 4 and 8 s: jobs copy the queue's retry settings when sent.
  await ctx.jobs.boss.updateQueue(ASSET_EMBED_QUEUE, { retryDelay: 0, retryBackoff: false });
  owner = await buildUser(app);
  projectId = owner.projects[0]!._id;
});
afterAll(async () => {
  await close();
  await fake.close();
});

describe('an embedding job that runs out of retries', () => {
  let asset: { id: string; chunkCount: number };

  it('drops the vectors it wrote, says why on the asset, and leaves full-text search working', async () => {
    // The first call answers (one batch of vectors is written), then the provider is down for good.
    fake.failEmbeddings(Number.POSITIVE_INFINITY, 503, 1);
    const before = fake.embeddingRequests.length;
    asset = await addTextAsset(ctx.db, { userId: owner.unique_id, projectId, kind: 'file', title: 'atlas.md', text: atlas });
    expect(asset.chunkCount).toBeGreaterThan(EMBED_BATCH);

    const failed = await waitForAssetState(asset.id, (record) => record.embedding_error !== null);
    expect(failed).toMatchObject({ status: 'ready', error: null, chunk_count: asset.chunkCount });
    expect(failed.embedding_error).toBe(
      'Meaning-based search is off for this asset: the embedding model was unavailable (HTTP 503). It is found by its words only until embedding succeeds (tried again at the next start).',
    );

    // One answered batch, its second batch failing, then one failing call per retry.
    const calls = fake.embeddingRequests.slice(before);
    expect(calls.map((call) => call.inputs.length)).toEqual([EMBED_BATCH, asset.chunkCount - EMBED_BATCH, ...Array(EMBED_RETRY_LIMIT).fill(asset.chunkCount - EMBED_BATCH)]);
    expect(await embeddedCount(asset.id)).toBe(0);

    // Without vectors in scope the question is not embedded: full text answers while the provider is down.
    const [passage] = await searchPassages(ctx.db, projectId, 'coastline number 7 in brown ink');
    expect(passage).toMatchObject({ asset_id: asset.id, location: 'section Chapter 7' });
  });

  it('clears the failure once a later run embeds every passage', async () => {
    fake.failEmbeddings(0);
    await enqueueAssetEmbedding(ctx.jobs, asset.id);
    const embedded = await waitForAssetState(asset.id, async (record) => record.embedding_error === null && (await embeddedCount(asset.id)) === asset.chunkCount);
    expect(embedded).toMatchObject({ status: 'ready', embedding_error: null });
  });
});
