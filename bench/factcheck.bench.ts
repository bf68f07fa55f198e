/**
 * Fact-check overhead per claim, without model or network time: claim detection, the evidence
 * lookup in the project's assets (full-text search over 50,000 chunks, evidence windows) and
 * passage verification — what a check spends besides waiting for the model and the web. On
 * PostgreSQL in a scratch database (and in-memory PGlite with BENCH_BACKENDS=pglite). Aim: under
 * 50 ms a claim. Prints figures; asserts nothing.
 *   npx tsx bench/factcheck.bench.ts      (BENCH_CHUNKS=50000 BENCH_CLAIMS=200 BENCH_BACKENDS=postgres)
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { detectClaims } from '../core/analysis/claims';
import { buildApp } from '../server/app';
import type { TContext } from '../server/context';
import { parseEnv } from '../server/env';
import { CheckPages } from '../server/factcheck/checkPages';
import { claimEvidence } from '../server/factcheck/claimEvidence';
import { fetchPolicyFor } from '../server/retrieval/fetchPolicy';
import { createAsset } from '../server/retrieval/assetStore';
import type { TBlock } from '../server/retrieval/document';
import { indexDocument } from '../server/retrieval/indexer';
import { buildUser } from '../server/test/factories';
import { createScratchDatabase, TEST_ORIGIN } from '../server/test/testApp';
import { paragraph, query, seeded } from './retrieval/corpus';

const totalChunks = Number(process.env.BENCH_CHUNKS ?? 50_000);
const claimCount = Number(process.env.BENCH_CLAIMS ?? 200);
const postgresServer = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const backends = (process.env.BENCH_BACKENDS ?? 'postgres').split(',').map((name) => name.trim());
const CHUNKS_PER_ASSET = 500;

const ms = (value: number) => `${value.toFixed(1)} ms`;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function indexCorpus(ctx: TContext, userId: string, projectId: string): Promise<number> {
  const random = seeded(42);
  let chunks = 0;
  for (let index = 0; chunks < totalChunks; index += 1) {
    const blocks: TBlock[] = [];
    for (let section = 0; section < Math.min(CHUNKS_PER_ASSET, totalChunks - chunks); section += 1) {
      // Some paragraphs state a year, so claims find passages with numbers in them.
      blocks.push({ kind: 'heading', text: `Section ${section}` }, { kind: 'paragraph', text: `${paragraph(random)} It rose ${section % 90}% in ${1950 + (section % 70)}.` });
    }
    const asset = await createAsset(ctx.db, { projectId, userId, kind: 'file', title: `corpus-${index}.md`, status: 'indexing' });
    chunks += (await indexDocument(ctx.db, asset, { title: '', blocks })).chunkCount;
  }
  return chunks;
}

/** A draft of `claimCount` claims in the corpus's words, each stating a percentage and a year. */
function draft(): string {
  const random = seeded(7);
  return Array.from({ length: claimCount }, (_, i) => `The ${query(random)} rose ${i % 90}% in ${1950 + (i % 70)}.`).join(' ');
}

async function benchBackend(label: string, databaseUrl?: string) {
  const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: 'memory://', APP_URL: TEST_ORIGIN, WEB_DIST_DIR: './no-dist', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
  const { app, ctx } = await buildApp(env);
  try {
    const user = await buildUser(app);
    const projectId = user.projects[0]!._id;
    const started = performance.now();
    const chunks = await indexCorpus(ctx, user.unique_id, projectId);
    console.log(`[${label}] indexed ${chunks} chunks in ${((performance.now() - started) / 1_000).toFixed(1)} s`);
    await ctx.db.execute(sql`vacuum analyze asset_chunks`);
    await ctx.db.execute(sql`vacuum analyze assets`);

    const text = draft();
    const detectStart = performance.now();
    const { claims } = detectClaims(text);
    const detectPerClaim = (performance.now() - detectStart) / Math.max(1, claims.length);
    const pages = new CheckPages({ db: ctx.db, policy: fetchPolicyFor(ctx.env) }, '00000000-0000-0000-0000-000000000000', new AbortController().signal);
    const deps = { db: ctx.db, search: null, pages, signal: new AbortController().signal };
    const scope = { projectId, assetIds: null, web: false, urls: [] };
    // claimEvidence verifies every passage against its chunk (verifySpan) before keeping it.
    for (const claim of claims.slice(0, 10)) await claimEvidence(deps, scope, claim.text, new Set());
    const times: number[] = [];
    let passages = 0;
    for (const claim of claims) {
      const at = performance.now();
      const found = await claimEvidence(deps, scope, claim.text, new Set());
      times.push(performance.now() - at + detectPerClaim);
      passages += found.length;
    }
    times.sort((a, b) => a - b);
    console.log(
      `[${label}] fact-check overhead per claim (detection ${ms(detectPerClaim)} + evidence lookup + verification), ${claims.length} claims over ${chunks} chunks: p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}, mean ${(passages / claims.length).toFixed(1)} passages (aim: under 50 ms)`,
    );
  } finally {
    await app.close();
  }
}

async function postgresReachable(): Promise<boolean> {
  const client = new Client({ connectionString: postgresServer, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

if (backends.includes('pglite')) await benchBackend('pglite');
if (backends.includes('postgres')) {
  if (!(await postgresReachable())) console.log(`[postgres] skipped: ${postgresServer} is not reachable`);
  else {
    const scratch = await createScratchDatabase(postgresServer);
    try {
      await benchBackend('postgres', scratch.url);
    } finally {
      await scratch.drop();
    }
  }
}
