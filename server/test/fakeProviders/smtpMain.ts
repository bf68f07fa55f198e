/**
 * Runs the fake SMTP server as a process for end-to-end tests, with a small HTTP inbox to read it:
 *   tsx server/test/fakeProviders/smtpMain.ts --port 3193 --http-port 3194
 * GET /health answers when it is ready; GET /mails?to=<address> lists what arrived for that address.
 */
import http from 'node:http';
import { parseArgs } from 'node:util';
import { startFakeSmtp } from './smtp';

const { values } = parseArgs({ options: { port: { type: 'string', default: '3193' }, 'http-port': { type: 'string', default: '3194' } } });
const smtp = await startFakeSmtp({ port: Number(values.port) });
const inbox = http.createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  if (url.pathname === '/health') return response.end('ok');
  if (url.pathname !== '/mails') return response.writeHead(404).end();
  const to = (url.searchParams.get('to') ?? '').toLowerCase();
  const mails = smtp.received.filter((mail) => mail.to.some((address) => address.toLowerCase() === to));
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify(mails));
});
inbox.listen(Number(values['http-port']), '127.0.0.1');
console.log(`fake SMTP on ${smtp.url}, inbox on http://127.0.0.1:${values['http-port']}/mails`);
const stop = () => smtp.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
