import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicAddress } from './addressPolicy';
import { FetchError, safeFetch, type TFetchPolicy } from './safeFetch';
import { startLocalSite, type TLocalSite } from './testing/localSite';

let site: TLocalSite;
let other: TLocalSite;
let policy: TFetchPolicy;

beforeAll(async () => {
  other = await startLocalSite({ '/secret': { body: '<p>internal admin page</p>' } });
  site = await startLocalSite({
    '/page': { body: '<p>hello</p>' },
    '/to-loopback': { status: 302, headers: { location: `${other.origin}/secret` } },
    '/to-localhost-name': { status: 301, headers: { location: `http://localhost:${other.port}/secret` } },
    '/to-self': { status: 302, headers: { location: '/page' } },
    '/loop': { status: 302, headers: { location: '/loop' } },
    '/image': { type: 'image/png', body: Buffer.from([0x89, 0x50]) },
    '/big': { type: 'text/html', body: 'x'.repeat(5_000) },
    '/slow': () => {
      // Never answers: the time limit must end the fetch.
    },
  });
  // The site stands in for a public server; `other` is a loopback address like any other.
  policy = { allowPrivate: false, maxBytes: 4_096, timeoutMs: 1_000, publicStandIns: [`127.0.0.1:${site.port}`] };
});
afterAll(async () => {
  await site.close();
  await other.close();
});

async function failure(promise: Promise<unknown>): Promise<FetchError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(FetchError);
  return error as FetchError;
}

describe('safeFetch', () => {
  it('fetches an allowed page and follows a redirect on the same host', async () => {
    const page = await safeFetch(`${site.origin}/to-self`, policy, { accept: ['text/html'] });
    expect(page).toMatchObject({ url: `${site.origin}/page`, status: 200 });
    expect(page!.body.toString()).toBe('<p>hello</p>');
  });

  it('refuses a redirect to 127.0.0.1, and to a name that resolves to loopback, while loopback is not allowed', async () => {
    expect((await failure(safeFetch(`${site.origin}/to-loopback`, policy, { accept: ['text/html'] }))).code).toBe('blocked');
    expect((await failure(safeFetch(`${site.origin}/to-localhost-name`, policy, { accept: ['text/html'] }))).code).toBe('blocked');
    expect(other.hits.get('/secret')).toBeUndefined();
  });

  it('allows loopback when configured', async () => {
    const page = await safeFetch(`${site.origin}/to-loopback`, { ...policy, allowPrivate: true }, { accept: ['text/html'] });
    expect(page!.body.toString()).toContain('internal admin page');
  });

  it('refuses other schemes, credentials, redirect loops, wrong types, oversize bodies and slow servers', async () => {
    expect((await failure(safeFetch('file:///etc/passwd', policy, { accept: ['text/html'] }))).code).toBe('bad_url');
    expect((await failure(safeFetch(`http://user:pw@127.0.0.1:${site.port}/page`, policy, { accept: ['text/html'] }))).code).toBe('bad_url');
    expect((await failure(safeFetch(`${site.origin}/loop`, policy, { accept: ['text/html'] }))).code).toBe('too_many_redirects');
    expect((await failure(safeFetch(`${site.origin}/image`, policy, { accept: ['text/html'] }))).code).toBe('content_type');
    expect((await failure(safeFetch(`${site.origin}/big`, policy, { accept: ['text/html'] }))).code).toBe('too_large');
    expect((await failure(safeFetch(`${site.origin}/slow`, { ...policy, timeoutMs: 300 }, { accept: ['text/html'] }))).code).toBe('timeout');
    expect((await failure(safeFetch(`${site.origin}/missing`, policy, { accept: ['text/html'] }))).status).toBe(404);
    expect(await safeFetch(`${site.origin}/missing`, policy, { accept: ['text/html'], missingIsNull: true })).toBeNull();
  });

  it('classifies addresses', () => {
    for (const address of ['127.0.0.1', '10.1.2.3', '172.20.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', 'fe80::1', 'fd00::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1']) {
      expect(isPublicAddress(address), address).toBe(false);
    }
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700::1111', '::ffff:8.8.8.8']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });
});
