/**
 * Server memory across two instances (issue 23): resident memory of each server process per open
 * FactGPT stream and per open live doc, at 100 of each spread over instances A and B, then with every
 * doc open on both (co-editing across instances: each instance holds the doc). Resident memory of a
 * process without a forced GC, so read it as a bound, not a heap figure. Asserts nothing.
 *   npx tsx bench/scale/memory.ts        (BENCH_MEMORY_STREAMS=100 BENCH_MEMORY_DOCS=100 BENCH_MEMORY_WORDS=10000)
 */
import fs from 'node:fs';
import { parseSseEvents, streamedText } from '../../server/test/fakeProviders/sseEvents';
import { startFakeOpenAI } from '../../server/test/fakeProviders/openaiCompatible';
import { openPeer, type TTestPeer } from '../../server/collaboration/collaborationClient.testkit';
import { startInstances, type TInstance } from '../../server/test/instances';
import { signUpBenchUser } from '../ai/benchUser';
import { longDocHtml } from '../editor/longDoc';

const STREAMS = Number(process.env.BENCH_MEMORY_STREAMS ?? 100);
const DOCS = Number(process.env.BENCH_MEMORY_DOCS ?? 100);
const WORDS = Number(process.env.BENCH_MEMORY_WORDS ?? 10_000);
const STREAMS_PER_USER = 14;
const ANSWER = Array.from({ length: 60 }, (_, i) => `t${i + 1}`).join(' ');
process.env.TEST_DATABASE_URL ??= process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
process.env.TEST_REDIS_URL ??= process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

const residentMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
const settle = () => new Promise((resolve) => setTimeout(resolve, 2_000));

async function measureStreams(instances: TInstance[]) {
  const users: Awaited<ReturnType<typeof signUpBenchUser>>[] = [];
  for (let i = 0; i < Math.ceil(STREAMS / STREAMS_PER_USER); i++) users.push(await signUpBenchUser(instances[i % instances.length]!.origin, `memory-${i}`));
  const pids = instances.map((instance) => instance.child.pid!);
  await settle();
  const before = pids.map(residentMb);
  const peak = [...before];
  const sampler = setInterval(() => pids.forEach((pid, i) => (peak[i] = Math.max(peak[i]!, residentMb(pid)))), 25);
  const intact = await Promise.all(
    Array.from({ length: STREAMS }, async (_, i) => {
      const user = users[Math.floor(i / STREAMS_PER_USER)]!;
      const response = await fetch(`${instances[i % instances.length]!.origin}/api/generate/query/stream`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: user.cookie },
        body: JSON.stringify({ unique_id: user.uniqueId, project_id: user.projectId, query: `Question ${i}` }),
      });
      return response.ok && streamedText(parseSseEvents(await response.text())) === ANSWER;
    }),
  );
  clearInterval(sampler);
  const grown = peak.reduce((sum, value, i) => sum + value - before[i]!, 0);
  console.log(`${STREAMS} streams open at once over ${instances.length} instances (${intact.filter(Boolean).length} intact)`);
  instances.forEach((instance, i) => console.log(`  ${instance.name}: ${before[i]!.toFixed(0)} MB before, ${peak[i]!.toFixed(0)} MB at the peak`));
  console.log(`  ${((grown * 1024) / STREAMS).toFixed(0)} KB per open stream`);
}

async function measureDocs(instances: TInstance[]) {
  const [a, b] = instances as [TInstance, TInstance];
  const owner = await signUpBenchUser(a.origin, 'docs');
  const ids: string[] = [];
  for (let i = 0; i <= DOCS; i++) {
    const response = await fetch(`${a.origin}/api/save/user/copy`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: owner.cookie, origin: a.origin },
      body: JSON.stringify({ unique_id: owner.uniqueId, project_id: owner.projectId, title: `Doc ${i}`, copy_to_save: longDocHtml(WORDS) }),
    });
    if (!response.ok) throw new Error(`saving a doc: ${response.status} ${await response.text()}`);
    ids.push(((await response.json()) as { copy: { _id: string } }).copy._id);
  }
  const pids = [a.child.pid!, b.child.pid!];
  // One doc opened and closed on each instance first, so one-off costs (jsdom, the schema) are not counted per doc.
  const warm = ids.pop()!;
  for (const instance of [a, b]) (await openPeer(instance.port, warm, owner.cookie)).close();
  await settle();
  const before = pids.map(residentMb);
  const peers: TTestPeer[] = [];
  // Half the docs through A, half through B, a few at a time (as people open them).
  for (let i = 0; i < ids.length; i += 10) {
    peers.push(...(await Promise.all(ids.slice(i, i + 10).map((id, j) => openPeer((i + j) % 2 === 0 ? a.port : b.port, id, owner.cookie)))));
  }
  await settle();
  const spread = pids.map(residentMb);
  // Then every doc also through the other instance: co-edited across instances, held by both.
  for (let i = 0; i < ids.length; i += 10) {
    peers.push(...(await Promise.all(ids.slice(i, i + 10).map((id, j) => openPeer((i + j) % 2 === 0 ? b.port : a.port, id, owner.cookie)))));
  }
  await settle();
  const both = pids.map(residentMb);
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  console.log(`\n${DOCS} live ${WORDS.toLocaleString()}-word docs over A and B`);
  console.log(`  resident memory A / B: ${before.map((v) => v.toFixed(0)).join(' / ')} MB before, ${spread.map((v) => v.toFixed(0)).join(' / ')} MB with each doc open on one instance, ${both.map((v) => v.toFixed(0)).join(' / ')} MB with each open on both`);
  console.log(`  ${(((sum(spread) - sum(before)) / DOCS)).toFixed(2)} MB per open doc (one instance holds it); ${((sum(both) - sum(spread)) / DOCS).toFixed(2)} MB more per doc when the other instance holds it too`);
  for (const peer of peers) peer.close();
}

async function main() {
  const provider = await startFakeOpenAI({ port: 0 });
  // Slow enough that every stream is open at the peak.
  provider.setDefault(() => ({ kind: 'answer', text: ANSWER, delayMs: 50 }));
  const pair = await startInstances(2, { NODE_ENV: 'production', DATABASE_POOL_MAX: '10', SIGN_UP_RATE_LIMIT: '0', OPENAI_COMPATIBLE_BASE_URL: provider.baseUrl, OPENAI_COMPATIBLE_MODEL: 'fake-model', AI_RETRIES: '0' });
  try {
    await measureStreams(pair.instances);
    await measureDocs(pair.instances);
  } finally {
    await pair.close();
    await provider.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
