/**
 * Time to first token: through our server (POST /api/generate/query/stream, first `token` event,
 * and a writing tool's POST /api/generate/tool/headlines/stream) minus straight from the same local
 * OpenAI-compatible provider (first content chunk), over 200 requests each, alternating. The provider is the fake of server/test/fakeProviders, answering at
 * once, so the difference is what our server adds: session, flags, credits, fair usage, the
 * provider client and the SSE relay. Both sides reach the provider with Node's fetch, keeping
 * connections alive (the fake keeps them, as real providers do); the connections each side opened
 * are printed, so a side paying a TCP connect per call would show. Also the server's CPU time per
 * answered stream, which a busy machine changes far less than latency. Prints figures; asserts nothing.
 *   npm run bench:ai                  (BENCH_AI_REQUESTS=200 by default)
 *   npm run bench:ai -- --concurrent  also 100 concurrent streams (concurrentStreams.ts)
 *   DATABASE_URL=postgres://… npm run bench:ai   the same against PostgreSQL
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startFakeOpenAI, type TFakeProvider } from '../../server/test/fakeProviders/openaiCompatible';
import { startServer } from '../api/serverProcess';
import { signUpBenchUser } from './benchUser';
import { benchConcurrentStreams } from './concurrentStreams';
import { processCpuMs } from './processCpu';

const requests = Number(process.env.BENCH_AI_REQUESTS ?? 200);
/** Fair usage allows 15 instruct generations per user in 5 minutes: two per request (FactGPT and a tool), a fresh user every 7. */
const PER_USER = 7;

/** performance.now() when the request was sent and when the first chunk whose text contains `marker` arrived; then reads the rest. */
async function firstChunkAt(url: string, init: RequestInit, marker: RegExp): Promise<{ sentAt: number; firstAt: number }> {
  const started = performance.now();
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let seen = '';
  let at = -1;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    seen += decoder.decode(value, { stream: true });
    if (at < 0 && marker.test(seen)) at = performance.now();
  }
  if (at < 0) throw new Error(`no first token from ${url}`);
  return { sentAt: started, firstAt: at };
}

/**
 * The two parts of what our server adds to one stream, from the fake provider's record (same
 * process, same clock): before the provider was asked (session, flags, credits, prompt), and the
 * relay from the provider's first word to the client's first `token` event (the aim).
 */
function splitOf(provider: TFakeProvider, from: number, call: { sentAt: number; firstAt: number }): { before: number; relay: number } {
  const answer = provider.requests.slice(from).find((request) => request.body.stream && request.firstTokenAt !== null);
  if (!answer) throw new Error('the provider streamed no answer for this call');
  return { before: answer.startedAt - call.sentAt, relay: call.firstAt - answer.firstTokenAt! };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const fmt = (values: number[]) => `p50 ${percentile(values, 50).toFixed(2).padStart(7)} ms  p99 ${percentile(values, 99).toFixed(2).padStart(7)} ms`;

async function main() {
  const provider = await startFakeOpenAI({ port: 0 });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'longform-bench-ai-'));
  // A user per 7 requests: more sign-ups from 127.0.0.1 than the default limit allows.
  const server = await startServer({ PORT: '3203', DATA_DIR: dataDir, OPENAI_COMPATIBLE_BASE_URL: provider.baseUrl, OPENAI_COMPATIBLE_MODEL: 'fake-model', SIGN_UP_RATE_LIMIT: '100000' });
  try {
    const direct: number[] = [];
    const ours: number[] = [];
    const tool: number[] = [];
    const oursSplit: { before: number[]; relay: number[] } = { before: [], relay: [] };
    const toolSplit: { before: number[]; relay: number[] } = { before: [], relay: [] };
    const directBody = JSON.stringify({ model: 'fake-model', stream: true, stream_options: { include_usage: true }, messages: [{ role: 'user', content: 'What is a benchmark?' }] });
    let user = await signUpBenchUser(server.url, 'ttft-0');
    let serverCpuMs = 0;
    const connections = { direct: 0, ours: 0 };
    const loadBefore = os.loadavg()[0]!;
    for (let i = -10; i < requests; i++) {
      if (i > -10 && (i + 10) % PER_USER === 0) user = await signUpBenchUser(server.url, `ttft-${i}`);
      const opened = provider.connectionsOpened();
      const directCall = await firstChunkAt(`${provider.baseUrl}/chat/completions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: directBody }, /"content":"[^"]/);
      const openedDirect = provider.connectionsOpened();
      const cpuBefore = processCpuMs(server.pid);
      const oursFrom = provider.requests.length;
      const oursCall = await firstChunkAt(
        `${server.url}/api/generate/query/stream`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: user.cookie },
          body: JSON.stringify({ unique_id: user.uniqueId, project_id: user.projectId, query: 'What is a benchmark?' }),
        },
        /event: token/,
      );
      const cpuAfter = processCpuMs(server.pid);
      // A writing tool through the same relay (POST /api/generate/tool/:id/stream, issue 21).
      const toolFrom = provider.requests.length;
      const toolCall = await firstChunkAt(
        `${server.url}/api/generate/tool/headlines/stream`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: user.cookie },
          body: JSON.stringify({ unique_id: user.uniqueId, project_id: user.projectId, values: { topic: 'benchmarks' } }),
        },
        /event: token/,
      );
      if (i < 0) continue; // warm-up (JIT, pools, first sign-up), not reported
      const d = directCall.firstAt - directCall.sentAt;
      const o = oursCall.firstAt - oursCall.sentAt;
      const t = toolCall.firstAt - toolCall.sentAt;
      for (const [split, from, call] of [[oursSplit, oursFrom, oursCall], [toolSplit, toolFrom, toolCall]] as const) {
        const { before, relay } = splitOf(provider, from, call);
        split.before.push(before);
        split.relay.push(relay);
      }
      serverCpuMs += (cpuAfter ?? 0) - (cpuBefore ?? 0);
      connections.direct += openedDirect - opened;
      connections.ours += provider.connectionsOpened() - openedDirect;
      direct.push(d);
      ours.push(o);
      tool.push(t);
    }
    const added = ours.map((value, i) => value - direct[i]!);
    const toolAdded = tool.map((value, i) => value - direct[i]!);
    console.log(`Time to first token over ${requests} requests (${os.cpus().length} cores, ${os.cpus()[0]?.model ?? 'cpu'}), ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite'}`);
    console.log(`  straight from the provider      ${fmt(direct)}`);
    console.log(`  through /api/generate/query/stream ${fmt(ours)}`);
    console.log(`  added by our server (paired)    ${fmt(added)}`);
    console.log(`  p50 difference of the two p50s: ${(percentile(ours, 50) - percentile(direct, 50)).toFixed(2)} ms (aim: under 5 ms)`);
    console.log(`  through /api/generate/tool/headlines/stream ${fmt(tool)}`);
    console.log(`  added by our server to a tool   ${fmt(toolAdded)}`);
    console.log('  of which (the fake provider runs in this process, on its clock):');
    console.log(`    FactGPT, before the provider is asked   ${fmt(oursSplit.before)}`);
    console.log(`    FactGPT, provider's first word → client ${fmt(oursSplit.relay)}`);
    console.log(`    tool, before the provider is asked      ${fmt(toolSplit.before)}`);
    console.log(`    tool, provider's first word → client    ${fmt(toolSplit.relay)} (aim: under 10 ms)`);
    console.log(`  provider connections opened: ${connections.direct} by the direct calls, ${connections.ours} by our server (answer and follow-up calls)`);
    console.log(`  load average (1 min): ${loadBefore.toFixed(2)} at the start, ${os.loadavg()[0]!.toFixed(2)} at the end`);
    // The whole answer (gate, model call, follow-up call, charge), not only up to the first token.
    if (processCpuMs(server.pid) !== null) console.log(`  server CPU per answered stream:  ${(serverCpuMs / requests).toFixed(2)} ms (load average ${os.loadavg()[0]!.toFixed(2)})`);
  } finally {
    await server.stop();
    await provider.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main()
  .then(() => (process.argv.includes('--concurrent') ? benchConcurrentStreams() : undefined))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
