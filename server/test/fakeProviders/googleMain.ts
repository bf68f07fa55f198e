/**
 * Runs the fake Google (google.ts) as a process, for the end-to-end suite:
 *   tsx server/test/fakeProviders/googleMain.ts --port 3141 [--email writer@example.com] [--token-seconds 3600]
 * GET /_fake/health answers when it is ready; /_fake/files, /_fake/requests and /_fake/grants show what it holds.
 * Its client id and secret are the defaults of startFakeGoogle (printed on start).
 */
import { parseArgs } from 'node:util';
import { startFakeGoogle } from './google';

const { values } = parseArgs({ options: { port: { type: 'string', default: '3141' }, email: { type: 'string' }, 'token-seconds': { type: 'string' } } });
const google = await startFakeGoogle({ port: Number(values.port), ...(values.email ? { account: { email: values.email } } : {}) });
if (values['token-seconds']) google.accessTokenSeconds = Number(values['token-seconds']);
console.log(`fake Google on ${google.url} (client ${google.clientId} / ${google.clientSecret}; Search Console property ${google.siteUrl})`);
const stop = () => google.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
