import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, type TTestUser } from '../test/factories';
import { buildTestApp, TEST_ORIGIN } from '../test/testApp';

let harness: Awaited<ReturnType<typeof buildTestApp>>;
let user: TTestUser;

beforeAll(async () => {
  // better-auth's per-address limits are on outside tests; this file turns them on as in production.
  harness = await buildTestApp({ NODE_ENV: 'production', SIGN_IN_RATE_LIMIT: '3', SIGN_UP_RATE_LIMIT: '0' });
  user = await buildUser(harness.app);
}, 60_000);
afterAll(async () => harness?.close());

describe('better-auth rate limits per address', () => {
  it('never limits reading one’s own session: every page load does it, a whole office may share one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 250; i += 1) {
      const response = await harness.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie: user.cookie, origin: TEST_ORIGIN } });
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
  });

  it('still limits sign-in attempts from one address (SIGN_IN_RATE_LIMIT)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const response = await harness.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
        payload: { email: `nobody-${i}@example.com`, password: 'wrong-password-1' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 3).every((status) => status !== 429)).toBe(true);
    expect(statuses.slice(3)).toEqual([429, 429]);
  });
});
