import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_ORIGIN } from '../test/testApp';
import { securityHeaders } from './securityHeaders';

const CSP = "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';frame-ancestors 'self';img-src 'self' data: https:;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';connect-src 'self'";

describe('securityHeaders', () => {
  it('are helmet’s, with our content security policy, and HSTS only on an https address', () => {
    const plain = securityHeaders({ APP_URL: 'http://localhost:3000' });
    expect(plain).toMatchObject({
      'content-security-policy': CSP,
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'no-referrer',
      'cross-origin-opener-policy': 'same-origin',
    });
    expect(plain['strict-transport-security']).toBeUndefined();
    expect(securityHeaders({ APP_URL: 'https://longform.example.com' })['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('every reply carries them', () => {
  let harness: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    harness = await buildTestApp();
  });
  afterAll(() => harness.close());

  it.each([
    ['a public answer', { method: 'GET' as const, url: '/api/ping' }, 200],
    ['a refused call without a session', { method: 'GET' as const, url: '/api/account/profile' }, 401],
    ['a write from another origin', { method: 'POST' as const, url: '/api/add/project', headers: { origin: 'https://evil.example' } }, 403],
    ['an unknown API path', { method: 'GET' as const, url: '/api/no/such/thing' }, 404],
  ])('%s', async (_what, request, status) => {
    const response = await harness.app.inject({ headers: { origin: TEST_ORIGIN }, ...request });
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-security-policy']).toBe(CSP);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });
});
