import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@core/errors';
import { buildTestApp, TEST_ORIGIN } from '../test/testApp';
import { buildUser, type TTestUser } from '../test/factories';

const TRUSTED = 'http://editor.example:8080';

let harness: Awaited<ReturnType<typeof buildTestApp>>;
let ann: TTestUser;
beforeAll(async () => {
  harness = await buildTestApp({ TRUSTED_ORIGINS: `${TRUSTED},not a url` });
  ann = await buildUser(harness.app);
});
afterAll(async () => harness.close());

/** "New doc" with Ann's cookie and the given browser headers. */
const createDoc = (headers: Record<string, string>) =>
  harness.app.inject({
    method: 'POST',
    url: '/api/create/user/copy',
    headers: { cookie: ann.cookie, ...headers },
    payload: { unique_id: ann.unique_id, project_id: ann.projects[0]!._id, title: 'Planted' },
  });
const docCount = async () => {
  const response = await harness.app.inject({
    method: 'GET',
    url: `/api/get/saved/user/details?unique_id=${ann.unique_id}&project_id=${ann.projects[0]!._id}`,
    headers: { cookie: ann.cookie },
  });
  return response.json<{ total: number }>().total;
};

describe('origin check on state-changing API calls', () => {
  it('refuses a cross-origin POST carrying a valid session cookie, and writes nothing', async () => {
    const before = await docCount();
    const response = await createDoc({ origin: 'http://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'cross_site_refused', message: ERRORS.cross_site_refused.message });
    expect(await docCount()).toBe(before);
  });

  it('refuses a page of the same host on another port, and an opaque (null) origin', async () => {
    expect((await createDoc({ origin: 'http://localhost:3001' })).statusCode).toBe(403);
    expect((await createDoc({ origin: 'https://localhost:3000' })).statusCode).toBe(403);
    expect((await createDoc({ origin: 'null' })).statusCode).toBe(403);
  });

  it('accepts the app’s own origin and the origins of TRUSTED_ORIGINS', async () => {
    expect((await createDoc({ origin: TEST_ORIGIN })).statusCode).toBe(201);
    expect((await createDoc({ origin: TRUSTED })).statusCode).toBe(201);
  });

  it('judges a request without Origin by Sec-Fetch-Site', async () => {
    expect((await createDoc({ 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await createDoc({ 'sec-fetch-site': 'same-site' })).statusCode).toBe(403);
    expect((await createDoc({ 'sec-fetch-site': 'same-origin' })).statusCode).toBe(201);
  });

  it('lets a client that sends neither header through (browsers always send one on a write)', async () => {
    expect((await createDoc({})).statusCode).toBe(201);
  });

  it('checks DELETE too, and leaves reads alone', async () => {
    const created = (await createDoc({ origin: TEST_ORIGIN })).json<{ copy: { _id: string } }>().copy;
    const remove = (origin: string) =>
      harness.app.inject({ method: 'DELETE', url: `/api/delete/user/copy?copy_id=${created._id}`, headers: { cookie: ann.cookie, origin } });
    expect((await remove('http://evil.example')).statusCode).toBe(403);
    const read = await harness.app.inject({ method: 'GET', url: `/api/get/saved/copy/internal?copy_id=${created._id}`, headers: { cookie: ann.cookie, origin: 'http://evil.example' } });
    expect(read.statusCode).toBe(200);
    expect((await remove(TEST_ORIGIN)).statusCode).toBe(200);
  });

  it('leaves the signed Stripe webhook and better-auth’s own routes to their own checks', async () => {
    const webhook = await harness.app.inject({ method: 'POST', url: '/api/billing/webhook', headers: { origin: 'http://evil.example', 'stripe-signature': 't=1,v1=00' }, payload: '{}' });
    // No Stripe on this installation: the webhook's own answer, not the origin check's.
    expect(webhook.json().error).toBe('billing_not_configured');
    // better-auth checks Origin itself (skipped under NODE_ENV=test, so here the sign-in goes through).
    const signIn = await harness.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: 'http://evil.example' },
      payload: { email: ann.email, password: ann.password },
    });
    expect(signIn.statusCode).toBe(200);
  });
});
