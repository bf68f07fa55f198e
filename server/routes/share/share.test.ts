import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/testApp';
import { buildUser, type TTestUser } from '../../test/factories';

// A built web app of its own, so the page the server answers is the SPA's index.html.
const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'longform-share-dist-'));
fs.writeFileSync(
  path.join(distDir, 'index.html'),
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="description" content="App description" /><title>Longform</title></head><body><div id="root"></div><script type="module" src="/assets/main.js"></script></body></html>',
);

let harness: Awaited<ReturnType<typeof buildTestApp>>;
let ann: TTestUser;
beforeAll(async () => {
  harness = await buildTestApp({ WEB_DIST_DIR: distDir });
  ann = await buildUser(harness.app);
});
afterAll(async () => {
  await harness.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

const saveDoc = async (extra: object = {}) => {
  const response = await harness.app.inject({
    method: 'POST',
    url: '/api/save/user/copy',
    headers: { cookie: ann.cookie },
    payload: {
      project_id: ann.projects[0]!._id,
      title: 'Tea & "friends" <guide>',
      copy_to_save: '<h1>Tea</h1><p>Steep green tea for two minutes.</p><script>alert(1)</script>',
      ...extra,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().copy._id as string;
};
const setShared = (id: string, shared: boolean, user: TTestUser = ann) =>
  harness.app.inject({ method: 'POST', url: '/api/update/copy/share', headers: { cookie: user.cookie }, payload: { copy_id: id, shared } });
const publicApi = (id: string) => harness.app.inject({ method: 'GET', url: `/api/get/shared/copy?copy_id=${id}` });
const publicPage = (id: string) => harness.app.inject({ method: 'GET', url: `/share-blog/${id}` });

describe('shared docs', () => {
  it('serves a shared doc to anyone, sanitized, and 404s once unshared', async () => {
    const id = await saveDoc({ meta_data: { meta: 'How long to steep tea.' } });
    expect((await publicApi(id)).statusCode).toBe(404);
    expect((await publicPage(id)).statusCode).toBe(404);

    const shared = await setShared(id, true);
    expect(shared.statusCode, shared.body).toBe(200);
    expect(shared.json().copy.shared).toBe(true);
    const api = await publicApi(id);
    expect(api.statusCode).toBe(200);
    expect(api.json().copy).toEqual({
      _id: id,
      title: 'Tea & "friends" <guide>',
      copy_to_save: '<h1>Tea</h1><p>Steep green tea for two minutes.</p>',
      description: 'How long to steep tea.',
      language: 'English-US',
      last_updated: expect.any(String),
    });
    expect(api.headers['cache-control']).toBe('no-store');

    const page = await publicPage(id);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<title>Tea &amp; &quot;friends&quot; &lt;guide&gt;</title>');
    expect(page.body).toContain('<meta name="description" content="How long to steep tea." />');
    expect(page.body).not.toContain('App description');
    expect(page.body).toContain('<meta property="og:title" content="Tea &amp; &quot;friends&quot; &lt;guide&gt;" />');
    expect(page.body).toContain('<meta property="og:description" content="How long to steep tea." />');
    expect(page.body).toContain(`<meta property="og:url" content="http://localhost:3000/share-blog/${id}" />`);
    expect(page.body).toContain('<script type="module" src="/assets/main.js"></script>');

    expect((await setShared(id, false)).statusCode).toBe(200);
    expect((await publicApi(id)).statusCode).toBe(404);
    const gone = await publicPage(id);
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toContain('<meta name="robots" content="noindex" />');
    expect(gone.body).not.toContain('Tea');
    // The app still loads, so the page can say the doc is not available.
    expect(gone.body).toContain('/assets/main.js');
  });

  it('describes a doc without a meta description by its text', async () => {
    const id = await saveDoc();
    await setShared(id, true);
    expect((await publicApi(id)).json().copy.description).toBe('Tea Steep green tea for two minutes.');
  });

  it('lets only the author share, and 404s unknown ids', async () => {
    const id = await saveDoc();
    const bob = await buildUser(harness.app);
    expect((await setShared(id, true, bob)).statusCode).toBe(404);
    expect((await publicApi(id)).statusCode).toBe(404);
    expect((await publicApi('not-an-id')).statusCode).toBe(404);
    expect((await publicPage('00000000-0000-0000-0000-000000000000')).statusCode).toBe(404);
    expect((await harness.app.inject({ method: 'POST', url: '/api/update/copy/share', payload: { copy_id: id, shared: true } })).statusCode).toBe(401);
  });
});
