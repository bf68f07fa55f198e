import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ghostTarget } from '../../integrations/ghost/ghostTarget';
import { IntegrationError } from '../../integrations/transport';
import { wordpressTarget } from '../../integrations/wordpress/wordpressTarget';
import { htmlPage, startLocalSite, type TLocalSite } from '../retrieval/testing/localSite';
import { apiTransport } from './apiTransport';

// What connecting refuses before anything is stored, through the real clients and transport over
// HTTP: an address that is not the target, one that does not answer, one that redirects, and any
// private address when the installation does not allow them.
const open = apiTransport({ allowPrivate: true, maxBytes: 1_000_000, timeoutMs: 1_000 });
const guarded = apiTransport({ allowPrivate: false, maxBytes: 1_000_000, timeoutMs: 1_000 });
let site: TLocalSite;
let closedPort: number;

beforeAll(async () => {
  site = await startLocalSite({
    '/': { body: htmlPage('A shop', ['Not a blog engine at all.']) },
    '/?rest_route=/': { body: htmlPage('A shop', ['Still not WordPress.']) },
    '/ghost/api/admin/site/': { body: htmlPage('A shop', ['No Ghost here.']) },
    '/moved/?rest_route=/': (_request, response) => void response.writeHead(301, { location: 'https://blog.example.com/?rest_route=/' }).end(),
    '/slow/?rest_route=/': () => undefined,
  });
  const gone = await startLocalSite({});
  closedPort = gone.port;
  await gone.close();
}, 30_000);
afterAll(async () => site?.close());

async function refusal(promise: Promise<unknown>): Promise<IntegrationError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(IntegrationError);
  return error as IntegrationError;
}

const wordpressAt = (url: string) => ({ uid: 'u', wordpress_url: url, username: 'admin', application_password: 'abcdabcdabcdabcdabcdabcd' });
const ghostAt = (url: string) => ({ uid: 'u', api_url: url, admin_api_key: `${'a'.repeat(24)}:${'b'.repeat(64)}` });

describe('connect checks', () => {
  it('refuses a WordPress address that is not a WordPress site, without sending the password', async () => {
    const error = await refusal(wordpressTarget.connect(wordpressAt(`${site.origin}/`), open));
    expect(error.kind).toBe('rejected');
    expect(error.message).toBe(`${site.origin} is not a WordPress site: its REST API (wp/v2) did not answer there.`);
    expect([...site.hits.keys()].some((path) => path.includes('users/me'))).toBe(false);
  });

  it('says where a redirecting WordPress address goes, and gives up on one that does not answer', async () => {
    const moved = await refusal(wordpressTarget.connect(wordpressAt(`${site.origin}/moved`), open));
    expect(moved.message).toBe('The site redirects to https://blog.example.com/?rest_route=/; connect it with that address instead.');
    const slow = await refusal(wordpressTarget.connect(wordpressAt(`${site.origin}/slow`), open));
    expect(slow).toMatchObject({ kind: 'unreachable', uncertain: true, message: 'The site took too long to answer.' });
    const closed = await refusal(wordpressTarget.connect(wordpressAt(`http://127.0.0.1:${closedPort}`), open));
    expect(closed).toMatchObject({ kind: 'unreachable', message: 'The site refused the connection.' });
  });

  it('refuses private and loopback addresses unless the installation allows them', async () => {
    const error = await refusal(wordpressTarget.connect(wordpressAt(site.origin), guarded));
    expect(error).toMatchObject({ kind: 'rejected', message: 'That address points to a private or local network, which is not allowed.' });
    const metadata = await refusal(ghostTarget.connect(ghostAt('http://169.254.169.254'), guarded));
    expect(metadata.kind).toBe('rejected');
  });

  it('refuses a Ghost address that is not a Ghost site, and a malformed key before any call', async () => {
    const notGhost = await refusal(ghostTarget.connect(ghostAt(site.origin), open));
    expect(notGhost).toMatchObject({ kind: 'rejected', message: `${site.origin} is not a Ghost site: its Admin API did not answer there.` });
    const hitsBefore = [...site.hits.values()].reduce((sum, count) => sum + count, 0);
    const badKey = await refusal(ghostTarget.connect({ ...ghostAt(site.origin), admin_api_key: 'nothex:zz' }, open));
    expect(badKey.kind).toBe('auth');
    expect(badKey.message).toContain("'key'");
    expect([...site.hits.values()].reduce((sum, count) => sum + count, 0)).toBe(hitsBefore);
  });
});
