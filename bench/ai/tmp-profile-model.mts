import { startFakeOpenAI } from '../../server/test/fakeProviders/openaiCompatible';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { streamText } from 'ai';
import { openModelStream } from '../../server/ai/modelStream';
const N = 300;
async function time(label: string, fn: () => Promise<unknown>) {
  for (let i = 0; i < 30; i++) await fn();
  const t: number[] = []; const c0 = process.cpuUsage();
  for (let i = 0; i < N; i++) { const s = performance.now(); await fn(); t.push(performance.now() - s); }
  const c = process.cpuUsage(c0); t.sort((a, b) => a - b);
  console.log(label.padEnd(28), 'p50', t[N / 2]!.toFixed(3), 'p90', t[Math.floor(N * 0.9)]!.toFixed(3), 'cpu/op', ((c.user + c.system) / 1000 / N).toFixed(3));
}
const provider = await startFakeOpenAI({ port: 0 });
const model = createOpenAICompatible({ name: 'compatible', baseURL: provider.baseUrl, includeUsage: true }).chatModel('fake-model');
const body = JSON.stringify({ model: 'fake-model', stream: true, stream_options: { include_usage: true }, messages: [{ role: 'user', content: 'What is a benchmark?' }] });
await time('plain fetch first chunk', async () => {
  const r = await fetch(`${provider.baseUrl}/chat/completions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  const reader = r.body!.getReader(); await reader.read(); for (;;) { const x = await reader.read(); if (x.done) break; }
});
await time('plain fetch to first only', async () => {
  const r = await fetch(`${provider.baseUrl}/chat/completions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  const reader = r.body!.getReader(); await reader.read(); (globalThis as any).rest = (async () => { for (;;) { const x = await reader.read(); if (x.done) break; } })(); await (globalThis as any).rest;
});
await time('streamText first delta', async () => {
  const res = streamText({ model, messages: [{ role: 'user', content: 'What is a benchmark?' }], maxRetries: 0 });
  for await (const p of res.fullStream) { if (p.type === 'text-delta') break; }
});
await time('openModelStream first', async () => {
  const s = await openModelStream(model, { system: 'You are helpful.', messages: [{ role: 'user', content: 'What is a benchmark?' }] }, { signal: new AbortController().signal, idleTimeoutMs: 60000, retries: 2, byok: false });
  for await (const _ of s.tokens) {}
});
await provider.close();
