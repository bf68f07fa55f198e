import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_ORIGIN } from '../../test/testApp';

let harness: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  // The limit is off under NODE_ENV=test unless set, so the other suites can sign many users up.
  harness = await buildTestApp({ SIGN_UP_RATE_LIMIT: '10', TRUST_PROXY: 'true' });
});
afterAll(async () => harness.close());

const signUp = (index: number, address: string) =>
  harness.app.inject({
    method: 'POST',
    url: '/api/add/user',
    headers: { origin: TEST_ORIGIN, 'x-forwarded-for': address },
    payload: { name: 'Bulk', email: `bulk-${address}-${index}@example.com`, password: 'correct-horse-42', project_name: 'P' },
  });

describe('POST /api/add/user rate limit (SIGN_UP_RATE_LIMIT)', () => {
  it('lets one address make 10 accounts an hour and refuses the rest of 30 with 429 in the catalogue’s shape', async () => {
    const statuses: number[] = [];
    let refusal: Awaited<ReturnType<typeof signUp>> | undefined;
    for (let index = 0; index < 30; index += 1) {
      const response = await signUp(index, '203.0.113.7');
      statuses.push(response.statusCode);
      if (response.statusCode === 429) refusal ??= response;
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual(Array(20).fill(429));
    expect(refusal!.json()).toEqual({
      error: 'rate_limited',
      message: expect.stringMatching(/^Too many accounts were created from your network\. Please try again in (\d+ minutes?|1 hour)\.$/),
    });
    expect(Number(refusal!.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts each address on its own', async () => {
    expect((await signUp(0, '198.51.100.20')).statusCode).toBe(201);
  });
});
