/**
 * API benchmark: requests per second and p50/p99 latency of the authenticated user-details call
 * under concurrent load, beside the no-database /api/ping of the same server in the same run, on
 * the embedded PGlite and (when reachable) on PostgreSQL. Prints figures; asserts nothing.
 *   npm run bench                      (BENCH_SECONDS=10 BENCH_CONNECTIONS=50 by default)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { Client } from 'pg';
import { createScratchDatabase } from '../../server/test/testApp';
import { startServer } from './serverProcess';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const postgresServer = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

type TFigures = { rps: number; p50: number; p99: number; errors: number };

async function load(url: string, headers: Record<string, string> = {}): Promise<TFigures> {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  const errors = result.errors + result.timeouts + result.non2xx;
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors };
}

async function signUp(baseUrl: string) {
  const response = await fetch(`${baseUrl}/api/add/user`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ name: 'Bench', email: `bench-${Date.now()}@example.com`, password: 'bench-pass-1', project_name: 'Bench' }),
  });
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const { user } = (await response.json()) as { user: { unique_id: string } };
  const cookie = response.headers.getSetCookie()[0]!.split(';')[0]!;
  return { uniqueId: user.unique_id, cookie };
}

async function benchBackend(label: string, env: Record<string, string>) {
  const server = await startServer(env);
  try {
    const { uniqueId, cookie } = await signUp(server.url);
    await load(`${server.url}/api/ping`); // warm-up of JIT and pools, not reported
    const hello = await load(`${server.url}/api/ping`);
    const details = await load(`${server.url}/api/fetch/user/details?unique_id=${uniqueId}`, { cookie });
    return { label, hello, details };
  } finally {
    await server.stop();
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

const fmt = (f: TFigures) => `${f.rps.toFixed(0).padStart(7)} req/s  p50 ${String(f.p50).padStart(3)} ms  p99 ${String(f.p99).padStart(3)} ms  errors ${f.errors}`;

async function main() {
  console.log(`API benchmark: ${connections} connections, ${seconds} s per route, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'cpu'})`);
  const runs = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'longform-bench-'));
  try {
    runs.push(await benchBackend('PGlite (embedded)', { PORT: '3201', DATA_DIR: dataDir }));
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  if (await postgresReachable()) {
    const scratch = await createScratchDatabase(postgresServer);
    try {
      runs.push(await benchBackend('PostgreSQL', { PORT: '3202', DATA_DIR: 'memory://', DATABASE_URL: scratch.url }));
    } finally {
      await scratch.drop();
    }
  } else {
    console.log(`PostgreSQL at ${postgresServer} is not reachable: skipped`);
  }
  for (const run of runs) {
    console.log(`\n${run.label}`);
    console.log(`  hello-world  /api/ping                ${fmt(run.hello)}`);
    console.log(`  user details /api/fetch/user/details  ${fmt(run.details)}`);
    console.log(`  user details / hello-world throughput: ${(run.details.rps / run.hello.rps).toFixed(2)}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
