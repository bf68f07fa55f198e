import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/testApp';
import { buildUser, type TTestUser } from '../../test/factories';

let harness: Awaited<ReturnType<typeof buildTestApp>>;
let ann: TTestUser;
let bob: TTestUser;
beforeAll(async () => {
  harness = await buildTestApp();
  ann = await buildUser(harness.app);
  bob = await buildUser(harness.app);
});
afterAll(async () => harness.close());

const post = (payload: object, cookie?: string) =>
  harness.app.inject({ method: 'POST', url: '/api/update/user/seen/version', payload, headers: cookie ? { cookie } : {} });

describe('POST /api/update/user/seen/version', () => {
  it('stores the version the user has seen', async () => {
    const response = await post({ unique_id: ann.unique_id, version: '3.9.0' }, ann.cookie);
    expect(response.json()).toEqual({ last_seen_version: '3.9.0' });
    const details = await harness.app.inject({ url: `/api/fetch/user/details?unique_id=${ann.unique_id}`, headers: { cookie: ann.cookie } });
    expect(details.json().last_seen_version).toBe('3.9.0');
  });

  it('guards identity and input', async () => {
    expect((await post({ unique_id: ann.unique_id, version: '3.9.0' })).statusCode).toBe(401);
    expect((await post({ unique_id: ann.unique_id, version: '3.9.0' }, bob.cookie)).statusCode).toBe(403);
    const bad = await post({ unique_id: bob.unique_id, version: 'latest' }, bob.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/dotted numbers/);
  });
});
