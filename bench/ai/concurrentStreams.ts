/**
 * 100 concurrent FactGPT streams through our server (its own process) against the local fake
 * provider answering 60 tokens at 20 ms each: errors, lost or reordered tokens, and the server's
 * memory per open stream (resident memory at the peak minus before, over the streams). Prints
 * figures; asserts nothing.   npm run bench:ai -- --concurrent   (BENCH_AI_STREAMS=100)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseSseEvents, streamedText } from '../../server/test/fakeProviders/sseEvents';
import { startFakeOpenAI } from '../../server/test/fakeProviders/openaiCompatible';
import { startServer } from '../api/serverProcess';
import { signUpBenchUser } from './benchUser';

const streams = Number(process.env.BENCH_AI_STREAMS ?? 100);
const PER_USER = 14;
const ANSWER = Array.from({ length: 60 }, (_, i) => `t${i + 1}`).join(' ');

const residentKb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

export async function benchConcurrentStreams() {
  const provider = await startFakeOpenAI({ port: 0 });
  provider.setDefault(() => ({ kind: 'answer', text: ANSWER, delayMs: 20 }));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'longform-bench-streams-'));
  const server = await startServer({ PORT: '3204', DATA_DIR: dataDir, OPENAI_COMPATIBLE_BASE_URL: provider.baseUrl, OPENAI_COMPATIBLE_MODEL: 'fake-model' });
  try {
    const users: Awaited<ReturnType<typeof signUpBenchUser>>[] = [];
    for (let i = 0; i < Math.ceil(streams / PER_USER); i++) users.push(await signUpBenchUser(server.url, `streams-${i}`));
    const before = residentKb(server.pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, residentKb(server.pid))), 25);
    const started = performance.now();
    const results = await Promise.all(
      Array.from({ length: streams }, async (_, i) => {
        const user = users[Math.floor(i / PER_USER)]!;
        try {
          const response = await fetch(`${server.url}/api/generate/query/stream`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', cookie: user.cookie },
            body: JSON.stringify({ unique_id: user.uniqueId, project_id: user.projectId, query: `Question ${i}` }),
          });
          if (!response.ok) return { ok: false, intact: false, error: `${response.status}` };
          const events = parseSseEvents(await response.text());
          const intact = streamedText(events) === ANSWER && events[0]?.event === 'meta' && events.at(-1)?.event === 'done';
          return { ok: true, intact, error: null };
        } catch (error) {
          return { ok: false, intact: false, error: String(error) };
        }
      }),
    );
    clearInterval(sampler);
    const seconds = (performance.now() - started) / 1000;
    const failed = results.filter((result) => !result.ok);
    const broken = results.filter((result) => result.ok && !result.intact);
    console.log(`\n${streams} concurrent streams of 60 tokens (20 ms a token) in ${seconds.toFixed(1)} s`);
    console.log(`  errors ${failed.length}${failed.length ? ` (${[...new Set(failed.map((f) => f.error))].join(', ')})` : ''}; lost or reordered tokens in ${broken.length} streams`);
    console.log(`  server memory: ${(before / 1024).toFixed(0)} MB before, ${(peak / 1024).toFixed(0)} MB at the peak: ${((peak - before) / streams).toFixed(0)} KB per open stream`);
  } finally {
    await server.stop();
    await provider.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
