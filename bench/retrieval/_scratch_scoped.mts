import { performance } from 'node:perf_hooks';
import { embed } from 'ai';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../server/app';
import { parseEnv } from '../../server/env';
import { createAsset } from '../../server/retrieval/assetStore';
import { indexDocument } from '../../server/retrieval/indexer';
import { vectorIndexOf, vectorLiteral } from '../../server/retrieval/vectors/vectorIndex';
import { rowsOf } from '../../server/db/rows';
import { buildUser } from '../../server/test/factories';
import { startFakeOpenAI } from '../../server/test/fakeProviders/openaiCompatible';
import { TEST_ORIGIN } from '../../server/test/testApp';
import { paragraph, query, seeded } from './corpus';

const fake = await startFakeOpenAI();
const { app, ctx } = await buildApp(parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: 'memory://', APP_URL: TEST_ORIGIN, WEB_DIST_DIR: './no-dist', OPENAI_COMPATIBLE_BASE_URL: fake.baseUrl, AI_EMBEDDING_MODEL: 'compatible:fake-embed' }));
const user = await buildUser(app);
const projectId = user.projects[0]!._id;
const random = seeded(42);
const ids: string[] = [];
const ASSETS = Number(process.env.N ?? 30);
for (let i = 0; i < ASSETS; i++) {
  const blocks = Array.from({ length: 300 }, (_, s) => [{ kind: 'heading' as const, text: `Section ${s}` }, { kind: 'paragraph' as const, text: paragraph(random) }]).flat();
  const asset = await createAsset(ctx.db, { projectId, userId: user.unique_id, kind: 'file', title: `c${i}.md`, status: 'indexing' });
  await indexDocument(ctx.db, asset, { title: '', blocks });
  ids.push(asset.id);
}
const t0 = performance.now();
for (;;) {
  const n = rowsOf<{ n: number }>(await ctx.db.execute(sql`select count(*)::int as n from asset_chunk_embeddings`))[0]!.n;
  if (n >= ASSETS * 300) break;
  await new Promise((r) => setTimeout(r, 1000));
}
console.log(`embedded ${ASSETS * 300} in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
const index = vectorIndexOf(ctx.db)!;
const selected = ids.slice(0, 3);
const q = seeded(7);
const times: Record<string, number[]> = { hnsw: [], exact: [] };
for (let r = 0; r < 60; r++) {
  const v = vectorLiteral((await embed({ model: index.model, value: query(q) })).embedding);
  for (const mode of ['hnsw', 'exact'] as const) {
    const order = mode === 'exact' ? sql`(e.embedding <=> ${v}::vector) + 0` : sql`e.embedding <=> ${v}::vector`;
    const started = performance.now();
    await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local hnsw.ef_search = 80`);
      await tx.execute(sql`set local hnsw.iterative_scan = relaxed_order`);
      await tx.execute(sql`select e.chunk_id from asset_chunk_embeddings e where e.project_id = ${projectId} and e.asset_id in (${sql.join(selected.map((id) => sql`${id}::uuid`), sql`, `)}) order by ${order} limit 20`);
    });
    if (r >= 10) times[mode]!.push(performance.now() - started);
  }
}
for (const [mode, list] of Object.entries(times)) {
  list.sort((a, b) => a - b);
  console.log(mode, 'p50', list[Math.floor(list.length / 2)]!.toFixed(1), 'p95', list[Math.floor(list.length * 0.95)]!.toFixed(1));
}
await app.close();
await fake.close();
