import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from './env';
import { buildTestApp } from './test/testApp';

const PROXY = '10.0.0.2';

describe('TRUST_PROXY parsing', () => {
  it('reads false, true or a list of addresses, and refuses a hop count', () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(() => parseEnv({ TRUST_PROXY: '1' })).toThrow(/TRUST_PROXY: a hop count is not supported/);
    expect(parseEnv({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).TRUST_PROXY).toEqual(['10.0.0.0/8', '127.0.0.1']);
  });
});

/**
 * Public runs count per address (spec §9: 15 a day): behind a reverse proxy every request comes from
 * the proxy, so without TRUST_PROXY all visitors would share one count.
 */
describe.each([
  { trust: '10.0.0.0/8', counted: 'the client address the proxy forwarded' },
  { trust: 'false', counted: "the proxy's own address" },
])('public runs with TRUST_PROXY=$trust count $counted', ({ trust }) => {
  let harness: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    harness = await buildTestApp({ TRUST_PROXY: trust });
  });
  afterAll(async () => harness.close());

  /** A run from a new visitor (no cookie) whose request the proxy forwards for `client`. */
  const useFrom = (client: string) =>
    harness.app.inject({
      method: 'POST',
      url: '/api/public/runs/use',
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': client },
      payload: { tool: 'factgpt' },
    });

  it('refuses the 16th run of one client, and lets another client through only when the proxy is trusted', async () => {
    for (let run = 1; run <= 15; run++) expect((await useFrom('198.51.100.7')).statusCode).toBe(200);
    expect((await useFrom('198.51.100.7')).statusCode).toBe(400);
    const other = await useFrom('198.51.100.8');
    expect(other.statusCode).toBe(trust === 'false' ? 400 : 200);
  });
});
