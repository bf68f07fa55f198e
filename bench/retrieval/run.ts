/**
 * Retrieval benchmark: ingest a 200-page PDF; index 50,000 chunks; full-text search p50/p95 at
 * that size; then embed every chunk (the asset-embed jobs, against the local fake
 * OpenAI-compatible server's deterministic 512-dimension vectors) and hybrid search p50/p95. On
 * in-memory PGlite and (when reachable) on PostgreSQL in a scratch database; hybrid only where
 * pgvector is installed. Prints figures; asserts nothing.
 *   npx tsx bench/retrieval/run.ts        (BENCH_CHUNKS=50000 BENCH_QUERIES=300 BENCH_HYBRID=1
 *                                          BENCH_BACKENDS=pglite,postgres by default)
 */
import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger } from 'fastify';
import { Client } from 'pg';
import { buildApp } from '../../server/app';
import type { TContext } from '../../server/context';
import { parseEnv } from '../../server/env';
import { assets } from '../../server/db/schema/assets';
import { createAsset } from '../../server/retrieval/assetStore';
import type { TBlock } from '../../server/retrieval/document';
import { extractInWorker } from '../../server/retrieval/extract/extractInWorker';
import { indexDocument } from '../../server/retrieval/indexer';
import { searchPassages } from '../../server/retrieval/search';
import { makePdf } from '../../server/retrieval/testing/fixtureFiles';
import { buildUser } from '../../server/test/factories';
import { createScratchDatabase, TEST_ORIGIN } from '../../server/test/testApp';
import { paragraph, query, seeded } from './corpus';
import { eq, sql } from 'drizzle-orm';
import { ModelRegistry } from '../../server/ai/models';
import { rowsOf } from '../../server/db/rows';
import { workAssetEmbeddings } from '../../server/queues/assetEmbedJobs';
import { setupVectorIndex } from '../../server/retrieval/vectors/setupVectorIndex';
import { startFakeOpenAI } from '../../server/test/fakeProviders/openaiCompatible';

const totalChunks = Number(process.env.BENCH_CHUNKS ?? 50_000);
const queries = Number(process.env.BENCH_QUERIES ?? 300);
const postgresServer = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const hybrid = process.env.BENCH_HYBRID !== '0';
/** Which databases to measure, e.g. BENCH_BACKENDS=postgres (PGlite's embedding pass alone takes about 25 minutes). */
const backends = (process.env.BENCH_BACKENDS ?? 'pglite,postgres').split(',').map((name) => name.trim());
/** Chunks per asset: 100 assets of 500 chunks make the 50,000. */
const CHUNKS_PER_ASSET = 500;

const ms = (value: number) => `${value.toFixed(1)} ms`;
function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function ingestPdf(ctx: TContext, userId: string, projectId: string, pdf: Buffer) {
  // The upload path: read in the extraction worker under the server's limits (issue 16). The first
  // read also starts the worker; the figure is the second, as a running server reads.
  const cold = performance.now();
  await extractInWorker('pdf', pdf, ctx.uploads.limits);
  const started = performance.now();
  const { document } = await extractInWorker('pdf', pdf, ctx.uploads.limits);
  const extracted = performance.now();
  const asset = await createAsset(ctx.db, { projectId, userId, kind: 'file', title: 'bench.pdf', mime: 'application/pdf', size: pdf.length, status: 'indexing' });
  const indexed = await indexDocument(ctx.db, asset, document);
  const done = performance.now();
  return { coldMs: started - cold, extractMs: extracted - started, indexMs: done - extracted, chunks: indexed.chunkCount };
}

async function indexCorpus(ctx: TContext, userId: string, projectId: string) {
  const random = seeded(42);
  const started = performance.now();
  let chunks = 0;
  for (let index = 0; chunks < totalChunks; index += 1) {
    // One heading per chunk-sized section: each paragraph of ~6 sentences becomes one chunk.
    const blocks: TBlock[] = [];
    for (let section = 0; section < Math.min(CHUNKS_PER_ASSET, totalChunks - chunks); section += 1) {
      blocks.push({ kind: 'heading', text: `Section ${section}` }, { kind: 'paragraph', text: paragraph(random) });
    }
    const asset = await createAsset(ctx.db, { projectId, userId, kind: 'file', title: `corpus-${index}.md`, status: 'indexing' });
    chunks += (await indexDocument(ctx.db, asset, { title: '', blocks })).chunkCount;
  }
  return { chunks, seconds: (performance.now() - started) / 1_000 };
}

async function searchTimes(ctx: TContext, projectId: string, assetIds?: string[]) {
  const random = seeded(7);
  for (let warm = 0; warm < 20; warm += 1) await searchPassages(ctx.db, projectId, query(random), { limit: 8, assetIds });
  const times: number[] = [];
  let hits = 0;
  for (let run = 0; run < queries; run += 1) {
    const text = query(random);
    const started = performance.now();
    hits += (await searchPassages(ctx.db, projectId, text, { limit: 8, assetIds })).length;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), meanHits: hits / queries };
}

async function benchBackend(label: string, databaseUrl?: string) {
  const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: 'memory://', APP_URL: TEST_ORIGIN, WEB_DIST_DIR: './no-dist', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
  const { app, ctx } = await buildApp(env);
  try {
    const user = await buildUser(app);
    const projectId = user.projects[0]!._id;
    const pdfPages = Array.from({ length: 200 }, (_, page) => Array.from({ length: 4 }, (__, index) => paragraph(seeded(page * 10 + index), 5)));
    const pdf = await makePdf(pdfPages, 'Bench PDF');
    const pdfFigures = await ingestPdf(ctx, user.unique_id, projectId, pdf);
    console.log(`[${label}] 200-page PDF (${(pdf.length / 1_048_576).toFixed(1)} MB): extract ${ms(pdfFigures.extractMs)} in the worker (first read, starting it: ${ms(pdfFigures.coldMs)}), chunk+index ${ms(pdfFigures.indexMs)}, ${pdfFigures.chunks} chunks`);

    const corpus = await indexCorpus(ctx, user.unique_id, projectId);
    const [{ total } = { total: 0 }] = await ctx.db.select({ total: sql<number>`count(*)::int` }).from(sql`asset_chunks`);
    console.log(`[${label}] indexed ${corpus.chunks} chunks in ${corpus.seconds.toFixed(1)} s (${Math.round(corpus.chunks / corpus.seconds)} chunks/s); ${total} chunks in the project`);
    // Steady state: autovacuum merges GIN's pending list and gathers statistics after a bulk load.
    await ctx.db.execute(sql`vacuum analyze asset_chunks`);
    await ctx.db.execute(sql`vacuum analyze assets`);

    const whole = await searchTimes(ctx, projectId);
    console.log(`[${label}] full-text search over ${total} chunks, ${queries} queries: p50 ${ms(whole.p50)}, p95 ${ms(whole.p95)} (mean ${whole.meanHits.toFixed(1)} passages)`);
    const selected = (await ctx.db.select({ id: assets.id }).from(assets).where(eq(assets.projectId, projectId)).limit(3)).map((row) => row.id);
    const scoped = await searchTimes(ctx, projectId, selected);
    console.log(`[${label}] full-text search within 3 selected assets: p50 ${ms(scoped.p50)}, p95 ${ms(scoped.p95)}`);
    if (hybrid) await benchHybrid(label, ctx, app.log, projectId, selected, total);
  } finally {
    await app.close();
  }
}

/**
 * Turns the vector side on in the running server, as a start with AI_EMBEDDING_MODEL set does:
 * the backfill queues every asset, the asset-embed jobs embed them; then hybrid search is timed.
 */
async function benchHybrid(label: string, ctx: TContext, logger: FastifyBaseLogger, projectId: string, selected: string[], total: number) {
  const fake = await startFakeOpenAI();
  try {
    const models = new ModelRegistry(parseEnv({ NODE_ENV: 'test', OPENAI_COMPATIBLE_BASE_URL: fake.baseUrl, AI_EMBEDDING_MODEL: 'compatible:fake-embed' }));
    const index = await setupVectorIndex(ctx.database, models.embedding, logger);
    if (!index) {
      console.log(`[${label}] hybrid search: skipped, pgvector is not installed on this database (search stays full-text)`);
      return;
    }
    const started = performance.now();
    await workAssetEmbeddings(ctx.jobs, { db: ctx.db, index, logger });
    const count = async () => rowsOf<{ n: number }>(await ctx.db.execute(sql`select count(*)::int as n from asset_chunk_embeddings`))[0]!.n;
    let embedded = 0;
    while ((embedded = await count()) < total) await new Promise((resolve) => setTimeout(resolve, 500));
    const seconds = (performance.now() - started) / 1_000;
    console.log(`[${label}] embedded ${embedded} chunks (${index.dimensions} dimensions, HNSW) in ${seconds.toFixed(1)} s (${Math.round(embedded / seconds)} chunks/s, jobs + fake model)`);
    await ctx.db.execute(sql`vacuum analyze asset_chunk_embeddings`);
    const whole = await searchTimes(ctx, projectId);
    console.log(`[${label}] hybrid search (full-text + vectors, RRF) over ${total} chunks, ${queries} queries: p50 ${ms(whole.p50)}, p95 ${ms(whole.p95)} (mean ${whole.meanHits.toFixed(1)} passages)`);
    const scoped = await searchTimes(ctx, projectId, selected);
    console.log(`[${label}] hybrid search within 3 selected assets: p50 ${ms(scoped.p50)}, p95 ${ms(scoped.p95)}`);
  } finally {
    await fake.close();
  }
}

async function postgresReachable(): Promise<boolean> {
  const client = new Client({ connectionString: postgresServer, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** PostgreSQL in a scratch database of its own, when the server answers. */
async function benchPostgres() {
  if (!(await postgresReachable())) {
    console.log(`[postgres] skipped: ${postgresServer} is not reachable`);
    return;
  }
  const scratch = await createScratchDatabase(postgresServer);
  try {
    await benchBackend('postgres', scratch.url);
  } finally {
    await scratch.drop();
  }
}

if (backends.includes('pglite')) await benchBackend('pglite');
if (backends.includes('postgres')) await benchPostgres();
