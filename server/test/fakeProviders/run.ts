/**
 * Runs the fake OpenAI-compatible provider (and optionally the fake SearXNG/Brave search server)
 * as a process, for end-to-end tests and the bench:
 *   tsx server/test/fakeProviders/run.ts --port 3102 [--search-port 3103] [--delay 0]
 * GET /v1/models answers when it is ready; GET /_fake/requests lists what it received.
 */
import { parseArgs } from 'node:util';
import { startFakeOpenAI } from './openaiCompatible';
import { startFakeSearch } from './searxng';

const { values } = parseArgs({
  options: { port: { type: 'string', default: '3102' }, 'search-port': { type: 'string' }, delay: { type: 'string', default: '0' } },
});
const provider = await startFakeOpenAI({ port: Number(values.port), delayMs: Number(values.delay) });
console.log(`fake OpenAI-compatible provider on ${provider.baseUrl}`);
if (values['search-port']) {
  const search = await startFakeSearch({ port: Number(values['search-port']) });
  search.answer([
    { title: 'Example search result', url: 'https://example.com/result', snippet: 'A result from the local fake search server.' },
    { title: 'Second result', url: 'https://example.org/second', snippet: 'Another fake result.' },
  ]);
  console.log(`fake SearXNG/Brave search on ${search.url}`);
}
const stop = () => provider.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
