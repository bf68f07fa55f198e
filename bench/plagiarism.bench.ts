/**
 * Plagiarism benchmark (issue 17): a 2,000-word text against a workspace of 10,000 stored docs
 * (own corpus, about 630 words each, fingerprinted as saves fingerprint them), through the
 * workspace comparison a check runs (compareWithWorkspace: the candidate query on
 * fingerprint_hashes, then the top candidates read and compared in full). The text carries three
 * paragraphs copied from three docs; the bench checks they are found. Also times what a
 * fingerprint adds to saving a 10,000-word doc. In-memory PGlite, and PostgreSQL in a scratch
 * database when DATABASE_URL names a server. Prints figures; asserts nothing.
 *   npx tsx bench/plagiarism.bench.ts      (BENCH_DOCS=10000 BENCH_RUNS=30 DATABASE_URL=postgres://…)
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { fingerprintText } from '../core/analysis/fingerprint';
import { buildApp } from '../server/app';
import { createBlog } from '../server/commands/blogCreator';
import { updateBlog } from '../server/commands/blogUpdater';
import type { TContext } from '../server/context';
import { blogs } from '../server/db/schema/blogs';
import { textFingerprints } from '../server/db/schema/plagiarism';
import { parseEnv } from '../server/env';
import { docText, intArray } from '../server/plagiarism/fingerprintStore';
import { findCandidates } from '../server/plagiarism/workspaceCandidates';
import { compareWithWorkspace } from '../server/plagiarism/workspaceComparison';
import { buildUser } from '../server/test/factories';
import { createScratchDatabase, TEST_ORIGIN } from '../server/test/testApp';
import { paragraph, seeded } from './retrieval/corpus';

const docCount = Number(process.env.BENCH_DOCS ?? 10_000);
const runs = Number(process.env.BENCH_RUNS ?? 30);
const PARAGRAPHS_PER_DOC = 7;
const BATCH = 250;
const COPIED_FROM = [17, Math.floor(docCount / 2) - 1, docCount - 9];

const ms = (value: number) => `${value.toFixed(1)} ms`;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const docParagraphs = (index: number) => Array.from({ length: PARAGRAPHS_PER_DOC }, (_, at) => paragraph(seeded(index * 100 + at + 1)));

/** Stores the corpus in batches: the docs' rows, their fingerprints and hash rows, as saves leave them. */
async function storeCorpus(ctx: TContext, userId: string, projectId: string) {
  const started = performance.now();
  let hashRows = 0;
  for (let from = 0; from < docCount; from += BATCH) {
    const indexes = Array.from({ length: Math.min(BATCH, docCount - from) }, (_, at) => from + at);
    const html = indexes.map((index) => docParagraphs(index).map((text) => `<p>${text}</p>`).join(''));
    const rows = await ctx.db
      .insert(blogs)
      .values(indexes.map((index, at) => ({ userId, projectId, title: `Doc ${index}`, copyToSave: html[at]!, userInput: { headlines: [], topic: '', copyTextArea: '', descriptionTextArea: '', tone: 'CASUAL' }, metaData: { wordpress_post_id: null, language: 'English-US', country: 'United States' }, wordCount: 630 })))
      .returning({ id: blogs.id });
    const prints = html.map((doc) => fingerprintText(docText(doc)));
    const stored = await ctx.db
      .insert(textFingerprints)
      .values(rows.map((row, at) => ({ ownerKind: 'doc' as const, blogId: row.id, userId, projectId, hashes: prints[at]!.hashes, positions: prints[at]!.positions, wordCount: prints[at]!.tokens.length })))
      .returning({ id: textFingerprints.id });
    const hashes: number[] = [];
    const owners: number[] = [];
    stored.forEach((row, at) => {
      for (const hash of new Set(prints[at]!.hashes)) {
        hashes.push(hash);
        owners.push(row.id);
      }
    });
    hashRows += hashes.length;
    await ctx.db.execute(sql`insert into fingerprint_hashes (hash, fingerprint_id) select * from unnest(${intArray(hashes)}, ${intArray(owners)}) on conflict do nothing`);
  }
  return { seconds: (performance.now() - started) / 1_000, hashRows };
}

/** About 2,000 words: fresh paragraphs with one paragraph of each of three stored docs among them. */
function checkedText(): string {
  const random = seeded(999_999);
  const parts: string[] = [];
  for (let at = 0; at < 22; at += 1) parts.push(paragraph(random));
  COPIED_FROM.forEach((index, at) => parts.splice(4 + at * 7, 0, docParagraphs(index)[3]!));
  return parts.join('\n\n');
}

async function benchCheck(label: string, ctx: TContext, userId: string) {
  const text = checkedText();
  const workspace = { userId, teamId: null, assetOwnerId: userId };
  const times: number[] = [];
  const parts = { fingerprint: [] as number[], candidates: [] as number[] };
  let found: string[] = [];
  for (let run = -3; run < runs; run += 1) {
    const started = performance.now();
    const query = fingerprintText(text);
    const printed = performance.now();
    const matches = await compareWithWorkspace(ctx.db, workspace, query, null, []);
    const done = performance.now();
    const candidatesStarted = performance.now();
    await findCandidates(ctx.db, workspace, query.hashes, null);
    const candidatesDone = performance.now();
    if (run < 0) continue;
    times.push(done - started);
    parts.fingerprint.push(printed - started);
    parts.candidates.push(candidatesDone - candidatesStarted);
    found = matches.map((match) => `${match.source.title} (${match.source.wordsmatched} words)`);
  }
  const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
  const all = sorted(times);
  const words = fingerprintText(text).tokens.length;
  console.log(`[${label}] ${words}-word text against ${docCount} docs, ${runs} runs: p50 ${ms(percentile(all, 50))}, p95 ${ms(percentile(all, 95))} (aim < 300 ms)`);
  console.log(`[${label}]   of which fingerprinting the text p50 ${ms(percentile(sorted(parts.fingerprint), 50))}, the candidate query alone p50 ${ms(percentile(sorted(parts.candidates), 50))}`);
  console.log(`[${label}]   found: ${found.join(', ')} (expected Doc ${COPIED_FROM.join(', Doc ')})`);
}

/**
 * What a fingerprint adds to saving a 10,000-word doc (the save route's command, no Yjs state): a
 * save with a one-word edit refreshes the fingerprint; a save of the same HTML does the same work
 * without it (the refresh runs only when the HTML changed). The difference is the refresh's cost.
 */
async function benchSave(label: string, ctx: TContext, userId: string, projectId: string) {
  const random = seeded(4242);
  const html = Array.from({ length: 112 }, () => `<p>${paragraph(random)}</p>`).join('');
  const created = await createBlog(ctx.db, userId, { projectId, teamId: null, html });
  const edited: number[] = [];
  const unchanged: number[] = [];
  for (let run = 0; run < 12; run += 1) {
    const text = html.replace('</p>', ` edit${run}</p>`);
    let started = performance.now();
    await updateBlog(ctx.db, created, { projectId, teamId: null, html: text });
    edited.push(performance.now() - started);
    started = performance.now();
    await updateBlog(ctx.db, created, { projectId, teamId: null, html: text });
    unchanged.push(performance.now() - started);
  }
  const p50 = (values: number[]) => percentile([...values].sort((a, b) => a - b), 50);
  console.log(
    `[${label}] saving a ${created.wordCount}-word doc: with a one-word edit (fingerprint refreshed) p50 ${ms(p50(edited))}; the same HTML again (no refresh) p50 ${ms(p50(unchanged))}`,
  );
}

async function benchBackend(label: string, databaseUrl?: string) {
  const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: 'memory://', APP_URL: TEST_ORIGIN, WEB_DIST_DIR: './no-dist', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
  const { app, ctx } = await buildApp(env);
  try {
    const user = await buildUser(app);
    const projectId = user.projects[0]!._id;
    const corpus = await storeCorpus(ctx, user.unique_id, projectId);
    console.log(`[${label}] stored ${docCount} docs and their fingerprints in ${corpus.seconds.toFixed(1)} s (${corpus.hashRows} hash rows)`);
    await ctx.db.execute(sql`vacuum analyze fingerprint_hashes`);
    await ctx.db.execute(sql`vacuum analyze text_fingerprints`);
    await ctx.db.execute(sql`vacuum analyze blogs`);
    await benchCheck(label, ctx, user.unique_id);
    await benchSave(label, ctx, user.unique_id, projectId);
  } finally {
    await app.close();
  }
}

await benchBackend('pglite');
if (process.env.DATABASE_URL) {
  const scratch = await createScratchDatabase(process.env.DATABASE_URL);
  try {
    await benchBackend('postgres', scratch.url);
  } finally {
    await scratch.drop();
  }
}
