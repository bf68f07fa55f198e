import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPeer } from '../collaboration/collaborationClient.testkit';
import { multipartBody } from '../routes/assets/assetTestHelpers';
import { buildUser, type TTestUser } from '../test/factories';
import { buildTestApp, TEST_ORIGIN } from '../test/testApp';

const SECRET = 'page-flag-test-secret-of-32-characters';
let harness: Awaited<ReturnType<typeof buildTestApp>>;
let port: number;
let admin: TTestUser;
let writer: TTestUser;
let docId: string;

beforeAll(async () => {
  harness = await buildTestApp({ BETTER_AUTH_SECRET: SECRET, ADMIN_EMAILS: 'flags-admin@example.com' });
  await harness.app.listen({ port: 0, host: '127.0.0.1' });
  port = (harness.app.server.address() as AddressInfo).port;
  admin = await buildUser(harness.app, { email: 'flags-admin@example.com' });
  writer = await buildUser(harness.app);
  const created = await call('POST', '/api/create/user/copy', writer, { unique_id: writer.unique_id, project_id: project(), title: 'Kept' });
  expect(created.statusCode, created.body).toBe(201);
  docId = created.json().copy._id;
}, 60_000);
afterAll(async () => harness?.close());

const project = () => writer.projects[0]!._id;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, user: TTestUser, payload?: object) =>
  harness.app.inject({ method, url, headers: { cookie: user.cookie, origin: TEST_ORIGIN }, payload });
const setFlag = async (flag: 'assets' | 'docs', value: boolean | null) => {
  const response = value === null ? await call('DELETE', `/api/admin/flags/${flag}`, admin) : await call('PUT', `/api/admin/flags/${flag}`, admin, { overrides: [{ value, emails: [writer.email] }] });
  expect(response.statusCode, response.body).toBe(200);
};

describe('page flags hold for their calls (not only for the page)', () => {
  it('assets: with the flag off every asset call is refused; back on, they work', async () => {
    await setFlag('assets', false);
    const { payload, contentType } = multipartBody([{ filename: 'notes.txt', content: 'Owls hunt at night.' }]);
    const refused = [
      await call('GET', `/api/fetch/assets?project_id=${project()}&kind=file`, writer),
      await call('GET', `/api/search/assets?project_id=${project()}&q=owls`, writer),
      await call('POST', '/api/add/asset/url', writer, { project_id: project(), url: 'https://example.com/' }),
      await harness.app.inject({ method: 'POST', url: `/api/upload/assets?project_id=${project()}`, headers: { cookie: writer.cookie, 'content-type': contentType }, payload }),
    ];
    for (const response of refused) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toMatchObject({ error: 'forbidden', message: 'Assets are not available on your plan.' });
    }
    await setFlag('assets', null);
    expect((await call('GET', `/api/fetch/assets?project_id=${project()}&kind=file`, writer)).statusCode).toBe(200);
  });

  it('docs: with the flag off the docs calls and the co-editing socket are refused; unsharing still works', async () => {
    await setFlag('docs', false);
    const refused = [
      await call('GET', `/api/get/saved/user/details?unique_id=${writer.unique_id}&project_id=${project()}&feature_type=blog`, writer),
      await call('GET', `/api/get/saved/copy/internal?copy_id=${docId}`, writer),
      await call('POST', '/api/save/user/copy', writer, { unique_id: writer.unique_id, project_id: project(), copy_to_save: '<p>New words.</p>' }),
      await call('POST', '/api/update/copy/share', writer, { copy_id: docId, shared: true }),
    ];
    for (const response of refused) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toMatchObject({ message: 'Docs are not available on your plan.' });
    }
    await expect(openPeer(port, docId, writer.cookie)).rejects.toThrow(/refused/);
    expect((await call('POST', '/api/update/copy/share', writer, { copy_id: docId, shared: false })).statusCode).toBe(200);

    await setFlag('docs', null);
    expect((await call('GET', `/api/get/saved/copy/internal?copy_id=${docId}`, writer)).statusCode).toBe(200);
    const peer = await openPeer(port, docId, writer.cookie);
    peer.close();
  });
});
