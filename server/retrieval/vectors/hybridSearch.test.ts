import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAssetRecord, TUploadAssetsResponse } from '@core/api/assets';
import type { TApp, TContext } from '../../context';
import { rowsOf } from '../../db/rows';
import { multipartBody } from '../../routes/assets/assetTestHelpers';
import { buildUser, type TTestUser } from '../../test/factories';
import { startFakeOpenAI, type TFakeProvider } from '../../test/fakeProviders/openaiCompatible';
import { buildTestApp } from '../../test/testApp';
import { addTextAsset } from '../addTextAsset';
import { searchPassages } from '../search';
import { testDatabaseHasVector } from '../testing/vectorSupport';
import { assetsMissingEmbeddings, embedAssetChunks } from './embedAsset';
import { setupVectorIndex } from './setupVectorIndex';
import { vectorIndexOf } from './vectorIndex';

/**
 * CI's PostgreSQL may have no pgvector: the vector tests then run on in-memory PGlite (which always
 * has it), and an app on that PostgreSQL must fall back to full-text search.
 */
const serverHasVector = await testDatabaseHasVector();

const paint = '# Paint\n\nThe color of the walls is a gray that harmonizes with every room.';
const metals = '# Metals\n\nAluminum cans are recycled at the plant every week.';
/** Shares no lexeme with `paint` in English full-text search (colour≠color, grey≠gray, harmonise≠harmonize). */
const NO_SHARED_WORDS = 'colour grey harmonise bedrooms';

let fake: TFakeProvider;
let app: TApp;
let ctx: TContext;
let close: () => Promise<void>;
let owner: TTestUser;
let projectId: string;

async function embeddedCount(assetId: string): Promise<number> {
  const result = await ctx.db.execute(sql`select count(*)::int as total from asset_chunk_embeddings where asset_id = ${assetId}`);
  return rowsOf<{ total: number }>(result)[0]!.total;
}

async function waitForEmbeddings(assetId: string, chunks: number, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await embeddedCount(assetId)) < chunks) {
    if (Date.now() > deadline) throw new Error(`asset ${assetId} has ${await embeddedCount(assetId)} of ${chunks} vectors`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function fullTextMatches(query: string): Promise<number> {
  const result = await ctx.db.execute(
    sql`select count(*)::int as total from asset_chunks where project_id = ${projectId} and tsv @@ replace(plainto_tsquery('english', ${query})::text, ' & ', ' | ')::tsquery`,
  );
  return rowsOf<{ total: number }>(result)[0]!.total;
}

beforeAll(async () => {
  fake = await startFakeOpenAI();
  ({ app, ctx, close } = await buildTestApp({ OPENAI_COMPATIBLE_BASE_URL: fake.baseUrl, AI_EMBEDDING_MODEL: 'compatible:fake-embed' }, { embedded: !serverHasVector }));
  owner = await buildUser(app);
  projectId = owner.projects[0]!._id;
});
afterAll(async () => {
  await close();
  await fake.close();
});

describe('hybrid search (pgvector present)', () => {
  let paintAsset: TAssetRecord;
  let metalsAsset: TAssetRecord;

  it('sizes the vector table from the model at start', async () => {
    const index = vectorIndexOf(ctx.db);
    expect(index).toMatchObject({ label: 'compatible:fake-embed', dimensions: 512 });
    const [recorded] = rowsOf<{ model: string; dimensions: number }>(await ctx.db.execute(sql`select model, dimensions from asset_embedding_model`));
    expect(recorded).toEqual({ model: 'compatible:fake-embed', dimensions: 512 });
  });

  it('embeds uploaded files in a job, with their headings, after the upload answered', async () => {
    const { payload, contentType } = multipartBody([
      { filename: 'paint.md', content: paint },
      { filename: 'metals.md', content: metals },
    ]);
    const response = await app.inject({ method: 'POST', url: `/api/upload/assets?project_id=${projectId}`, headers: { cookie: owner.cookie, 'content-type': contentType }, payload });
    expect(response.statusCode).toBe(200);
    const uploaded = response.json<TUploadAssetsResponse>().results.map((result) => result.asset!);
    [paintAsset, metalsAsset] = [uploaded.find((asset) => asset.title === 'paint.md')!, uploaded.find((asset) => asset.title === 'metals.md')!];
    expect(paintAsset.status).toBe('ready');
    // Searchable by full text before any vector exists.
    expect((await searchPassages(ctx.db, projectId, 'aluminum cans'))[0]?.asset_id).toBe(metalsAsset.id);

    await waitForEmbeddings(paintAsset.id, 1);
    await waitForEmbeddings(metalsAsset.id, 1);
    const inputs = fake.embeddingRequests.filter((request) => request.model === 'fake-embed').flatMap((request) => request.inputs);
    expect(inputs).toContain('Paint\nThe color of the walls is a gray that harmonizes with every room.');
  });

  it('finds a passage that shares no word with the question through the vector side only', async () => {
    expect(await fullTextMatches(NO_SHARED_WORDS)).toBe(0);
    const passages = await searchPassages(ctx.db, projectId, NO_SHARED_WORDS);
    expect(passages.map((passage) => passage.title)).toEqual(['paint.md']);
    expect(passages[0]).toMatchObject({ n: 1, asset_id: paintAsset.id, location: 'section Paint' });

    const viaApi = await app.inject({ method: 'GET', url: `/api/search/assets?project_id=${projectId}&q=${encodeURIComponent(NO_SHARED_WORDS)}`, headers: { cookie: owner.cookie } });
    expect(viaApi.json<{ passages: { title: string }[] }>().passages.map((passage) => passage.title)).toEqual(['paint.md']);
    // Scoped to the other asset, the nearest passage is not close enough to count.
    expect(await searchPassages(ctx.db, projectId, NO_SHARED_WORDS, { assetIds: [metalsAsset.id] })).toEqual([]);
  });

  it('fuses the rankings: the passage both sides find comes before one only the vectors find', async () => {
    // "recycled" matches metals by full text; "colour … harmonise" is near paint by meaning only.
    const query = 'recycled aluminium colour grey harmonise';
    const passages = await searchPassages(ctx.db, projectId, query);
    expect(passages.map((passage) => passage.title)).toEqual(['metals.md', 'paint.md']);
    expect(passages.map((passage) => passage.n)).toEqual([1, 2]);
  });

  it('falls back to full text when the embedding model fails, and for search expressions', async () => {
    fake.failEmbeddings(1, 503);
    expect(await searchPassages(ctx.db, projectId, NO_SHARED_WORDS)).toEqual([]);
    expect((await searchPassages(ctx.db, projectId, 'aluminum'))[0]?.title).toBe('metals.md');
    const before = fake.embeddingRequests.length;
    expect(await searchPassages(ctx.db, projectId, `"${NO_SHARED_WORDS}"`)).toEqual([]);
    expect(fake.embeddingRequests.length).toBe(before);
  });

  it('does not embed the question when nothing in scope has vectors', async () => {
    const stranger = await buildUser(app);
    const before = fake.embeddingRequests.length;
    expect(await searchPassages(ctx.db, stranger.projects[0]!._id, NO_SHARED_WORDS)).toEqual([]);
    expect(fake.embeddingRequests.length).toBe(before);
  });

  it('retries a failed embedding job; the asset stays searchable by full text meanwhile', async () => {
    fake.failEmbeddings(1, 500);
    const asset = await addTextAsset(ctx.db, { userId: owner.unique_id, projectId, kind: 'file', title: 'tea.md', text: '# Tea\n\nGreen tea is steeped for two minutes in water below boiling.' });
    expect((await searchPassages(ctx.db, projectId, 'green tea'))[0]?.asset_id).toBe(asset.id);
    await waitForEmbeddings(asset.id, asset.chunkCount);
    expect((await searchPassages(ctx.db, projectId, 'steeping teas'))[0]?.asset_id).toBe(asset.id);
  });

  it('deletes an asset’s vectors with the asset', async () => {
    expect(await embeddedCount(metalsAsset.id)).toBe(1);
    const deleted = await app.inject({ method: 'DELETE', url: `/api/delete/asset?asset_id=${metalsAsset.id}`, headers: { cookie: owner.cookie } });
    expect(deleted.statusCode).toBe(200);
    expect(await embeddedCount(metalsAsset.id)).toBe(0);
  });

  it('drops the vectors and re-embeds every asset when the model (or its dimensions) change', async () => {
    const other = createOpenAICompatible({ name: 'compatible', baseURL: fake.baseUrl }).embeddingModel('fake-embed-384');
    const index = await setupVectorIndex(ctx.database, { label: 'compatible:fake-embed-384', model: other }, app.log);
    expect(index?.dimensions).toBe(384);
    expect(await embeddedCount(paintAsset.id)).toBe(0);
    const missing = await assetsMissingEmbeddings(ctx.db);
    expect(missing).toContain(paintAsset.id);
    for (const assetId of missing) await embedAssetChunks(ctx.db, index!, assetId);
    const [column] = rowsOf<{ dims: number }>(await ctx.db.execute(sql`select vector_dims(embedding) as dims from asset_chunk_embeddings limit 1`));
    expect(column?.dims).toBe(384);
    expect((await searchPassages(ctx.db, projectId, NO_SHARED_WORDS))[0]?.title).toBe('paint.md');
  });
});

describe.runIf(!serverHasVector)('hybrid search (no pgvector on this PostgreSQL)', () => {
  // An app on the PostgreSQL server with a provider of its own, so the PGlite app's jobs cannot touch its counts.
  let server: Awaited<ReturnType<typeof buildTestApp>>;
  let provider: TFakeProvider;
  beforeAll(async () => {
    provider = await startFakeOpenAI();
    server = await buildTestApp({ OPENAI_COMPATIBLE_BASE_URL: provider.baseUrl, AI_EMBEDDING_MODEL: 'compatible:fake-embed' });
  });
  afterAll(async () => {
    await server.close();
    await provider.close();
  });

  it('starts without vectors and searches by full text exactly as without a model', async () => {
    const db = server.ctx.db;
    const user = await buildUser(server.app);
    const project = user.projects[0]!._id;
    expect(vectorIndexOf(db)).toBeNull();
    const asset = await addTextAsset(db, { userId: user.unique_id, projectId: project, kind: 'file', title: 'paint.md', text: paint });
    expect(await searchPassages(db, project, NO_SHARED_WORDS)).toEqual([]);
    expect((await searchPassages(db, project, 'wall color'))[0]?.asset_id).toBe(asset.id);
    expect(provider.embeddingRequests).toEqual([]);
    const tables = rowsOf(await db.execute(sql`select 1 from information_schema.tables where table_name = 'asset_chunk_embeddings'`));
    expect(tables).toEqual([]);
  });
});
