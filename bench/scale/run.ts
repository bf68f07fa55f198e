/**
 * Scale-out benchmark (issue 23): one, two and three server processes on one PostgreSQL (and the
 * machine's Redis), loaded together through every instance at once. For each count it prints
 * hello-world and user-details throughput (autocannon, BENCH_CONNECTIONS split over the instances)
 * and FactGPT streams per second against the local model server, with the CPU each part of the
 * machine used (servers, PostgreSQL, Redis, the load generator), which names the limit. Asserts nothing.
 *   npm run bench:scale        (BENCH_SECONDS=10 BENCH_CONNECTIONS=50 BENCH_STREAMS=600 BENCH_INSTANCES=1,2,3)
 */
import os from 'node:os';
import autocannon from 'autocannon';
import { parseSseEvents, streamedText } from '../../server/test/fakeProviders/sseEvents';
import { startFakeOpenAI } from '../../server/test/fakeProviders/openaiCompatible';
import type { TDatabase } from '../../server/db/database';
import { startInstances, type TInstance } from '../../server/test/instances';
import { signUpBenchUser } from '../ai/benchUser';
import { cpuNow, cpuShares, type TCpuGroups } from './machineCpu';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const streamsPerCount = Number(process.env.BENCH_STREAMS ?? 600);
const counts = (process.env.BENCH_INSTANCES ?? '1,2,3').split(',').map(Number);
process.env.TEST_DATABASE_URL ??= process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
process.env.TEST_REDIS_URL ??= process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Fair usage allows 15 generations per person in 5 minutes: a fresh person every 14 streams. */
const STREAMS_PER_USER = 14;
const ANSWER = Array.from({ length: 60 }, (_, i) => `t${i + 1}`).join(' ');

type TLoad = { rps: number; p99: number; errors: number; cpu: TCpuGroups };
type TStreams = { perSecond: number; p99: number; errors: number; broken: number; cpu: TCpuGroups };

/** One autocannon per instance at once, the connections split evenly; summed req/s, worst p99. */
/** The PostgreSQL backends of the benchmarked database (its instances' pools), for their CPU. */
async function backendPids(database: TDatabase): Promise<number[]> {
  const rows = await database.query<{ pid: number }>('bench_backends', 'select pid from pg_stat_activity where datname = current_database()', []);
  return rows.map((row) => row.pid);
}

async function loadAll(instances: TInstance[], database: TDatabase, path: string, headers: Record<string, string> = {}): Promise<TLoad> {
  const pids = instances.map((instance) => instance.child.pid!);
  const backends = await backendPids(database);
  const before = cpuNow(pids, backends);
  const started = performance.now();
  const results = await Promise.all(
    instances.map((instance) =>
      autocannon({ url: `${instance.origin}${path}`, connections: Math.max(1, Math.round(connections / instances.length)), duration: seconds, headers }),
    ),
  );
  const cpu = cpuShares(before, cpuNow(pids, backends), performance.now() - started);
  return {
    rps: results.reduce((sum, result) => sum + result.requests.average, 0),
    p99: Math.max(...results.map((result) => result.latency.p99)),
    errors: results.reduce((sum, result) => sum + result.errors + result.timeouts + result.non2xx, 0),
    cpu,
  };
}

/** `total` FactGPT questions, `connections` at a time, round-robin over the instances. */
async function streamAll(instances: TInstance[], database: TDatabase, total: number): Promise<TStreams> {
  const users: Awaited<ReturnType<typeof signUpBenchUser>>[] = [];
  for (let i = 0; i < Math.ceil(total / STREAMS_PER_USER); i++) users.push(await signUpBenchUser(instances[i % instances.length]!.origin, `scale-${i}`));
  const pids = instances.map((instance) => instance.child.pid!);
  const latencies: number[] = [];
  let errors = 0;
  let broken = 0;
  let next = 0;
  const backends = await backendPids(database);
  const before = cpuNow(pids, backends);
  const started = performance.now();
  const worker = async () => {
    for (let i = next++; i < total; i = next++) {
      const user = users[Math.floor(i / STREAMS_PER_USER)]!;
      const instance = instances[i % instances.length]!;
      const sent = performance.now();
      try {
        const response = await fetch(`${instance.origin}/api/generate/query/stream`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: user.cookie },
          body: JSON.stringify({ unique_id: user.uniqueId, project_id: user.projectId, query: `Question ${i}` }),
        });
        if (!response.ok) {
          errors++;
          await response.body?.cancel();
          continue;
        }
        if (streamedText(parseSseEvents(await response.text())) !== ANSWER) broken++;
        latencies.push(performance.now() - sent);
      } catch {
        errors++;
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  const wall = performance.now() - started;
  latencies.sort((a, b) => a - b);
  return { perSecond: (latencies.length / wall) * 1_000, p99: latencies[Math.floor(latencies.length * 0.99)] ?? 0, errors, broken, cpu: cpuShares(before, cpuNow(pids, backends), wall) };
}

const cpuText = (cpu: TCpuGroups) => `CPU % of a core: servers ${cpu.servers}, PostgreSQL ${cpu.postgres}, Redis ${cpu.redis}, load generator ${cpu.load}, other processes ${cpu.others}`;

async function main() {
  const cores = os.cpus().length;
  console.log(`Scale-out benchmark: ${connections} connections in all, ${seconds} s per route, ${streamsPerCount} streams per count; ${cores} cores (${os.cpus()[0]?.model ?? 'cpu'}), load average ${os.loadavg()[0]!.toFixed(1)}`);
  const provider = await startFakeOpenAI({ port: 0 });
  provider.setDefault(() => ({ kind: 'answer', text: ANSWER, delayMs: 0 }));
  const rows: { count: number; hello: TLoad; details: TLoad; streams: TStreams }[] = [];
  try {
    for (const count of counts) {
      const cluster = await startInstances(count, {
        NODE_ENV: 'production',
        DATABASE_POOL_MAX: '10',
        SIGN_UP_RATE_LIMIT: '0',
        OPENAI_COMPATIBLE_BASE_URL: provider.baseUrl,
        OPENAI_COMPATIBLE_MODEL: 'fake-model',
        AI_RETRIES: '0',
      });
      try {
        const person = await signUpBenchUser(cluster.instances[0]!.origin, 'details');
        const detailsPath = `/api/fetch/user/details?unique_id=${person.uniqueId}`;
        // Warm-up of JIT and pools, not reported.
        await loadAll(cluster.instances, cluster.database, '/api/ping');
        await loadAll(cluster.instances, cluster.database, detailsPath, { cookie: person.cookie });
        const hello = await loadAll(cluster.instances, cluster.database, '/api/ping');
        const details = await loadAll(cluster.instances, cluster.database, detailsPath, { cookie: person.cookie });
        const streams = await streamAll(cluster.instances, cluster.database, streamsPerCount);
        rows.push({ count, hello, details, streams });
        console.log(`\n${count} instance${count > 1 ? 's' : ''}`);
        console.log(`  hello-world  ${hello.rps.toFixed(0).padStart(7)} req/s  p99 ${hello.p99} ms  errors ${hello.errors}   ${cpuText(hello.cpu)}`);
        console.log(`  user details ${details.rps.toFixed(0).padStart(7)} req/s  p99 ${details.p99} ms  errors ${details.errors}   ${cpuText(details.cpu)}`);
        console.log(`  FactGPT      ${streams.perSecond.toFixed(0).padStart(7)} streams/s  p99 ${streams.p99.toFixed(0)} ms  errors ${streams.errors}, broken ${streams.broken}   ${cpuText(streams.cpu)}`);
      } finally {
        await cluster.close();
      }
    }
  } finally {
    await provider.close();
  }
  const base = rows[0];
  if (!base) return;
  console.log(`\nGrowth against ${base.count} instance(s) (the whole machine is ${cores * 100}% of a core):`);
  for (const row of rows) {
    const busiest = (cpu: TCpuGroups) => Object.entries(cpu).sort((a, b) => b[1] - a[1]).map(([name, share]) => `${name} ${share}%`).join(', ');
    const total = (cpu: TCpuGroups) => cpu.servers + cpu.postgres + cpu.redis + cpu.load + cpu.others;
    console.log(
      `  ${row.count}: user details ×${(row.details.rps / base.details.rps).toFixed(2)} (machine CPU ${total(row.details.cpu)}%: ${busiest(row.details.cpu)}); ` +
        `FactGPT ×${(row.streams.perSecond / base.streams.perSecond).toFixed(2)} (machine CPU ${total(row.streams.cpu)}%: ${busiest(row.streams.cpu)})`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
