import { startFakeOpenAI } from '../../server/test/fakeProviders/openaiCompatible';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { streamText } from 'ai';
const provider = await startFakeOpenAI({ port: 0 });
const model = createOpenAICompatible({ name: 'compatible', baseURL: provider.baseUrl, includeUsage: true }).chatModel('fake-model');
for (let i = 0; i < 1500; i++) {
  const res = streamText({ model, messages: [{ role: 'user', content: 'What is a benchmark?' }], maxRetries: 0 });
  for await (const p of res.fullStream) { if (p.type === 'text-delta') break; }
}
await provider.close();
