import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDITOR_FIELD } from '@core/editor/extensions';
import { eventually, openPeer, typeParagraph } from '../../collaboration/collaborationClient.testkit';
import { buildTestApp, TEST_ORIGIN } from '../../test/testApp';
import { buildUser, type TTestUser } from '../../test/factories';

/** Opening the editor without a doc reopens the person's untouched one instead of piling up "Untitled doc"s. */
let harness: Awaited<ReturnType<typeof buildTestApp>>;
let port: number;
beforeAll(async () => {
  // The collaboration server reads the session cookie with the app's secret: the test app's must be set.
  harness = await buildTestApp({ BETTER_AUTH_SECRET: 'blank-doc-test-secret-of-32-characters' });
  await harness.app.listen({ port: 0, host: '127.0.0.1' });
  port = (harness.app.server.address() as AddressInfo).port;
}, 60_000);
afterAll(async () => harness.close());

const post = (user: TTestUser, url: string, payload: object) =>
  harness.app.inject({ method: 'POST', url, headers: { cookie: user.cookie, origin: TEST_ORIGIN }, payload: { unique_id: user.unique_id, ...payload } });
const openEditor = (user: TTestUser, extra: object = {}, project = user.projects[0]!._id) => post(user, '/api/create/user/copy', { project_id: project, ...extra });
const docCount = async (user: TTestUser, project = user.projects[0]!._id) =>
  (
    await harness.app.inject({ method: 'GET', url: `/api/get/saved/user/details?unique_id=${user.unique_id}&project_id=${project}`, headers: { cookie: user.cookie } })
  ).json<{ total: number }>().total;

describe('a blank doc for the editor', () => {
  it('is made once, then reopened while it stays untouched', async () => {
    const ann = await buildUser(harness.app);
    const first = await openEditor(ann);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().copy).toMatchObject({ title: 'Untitled doc', copy_to_save: '', word_count: 0 });
    const again = await openEditor(ann);
    expect(again.statusCode).toBe(200);
    expect(again.json().copy._id).toBe(first.json().copy._id);
    expect(await docCount(ann)).toBe(1);
  });

  it('is made afresh once the last one has text, and always when a title is given', async () => {
    const ann = await buildUser(harness.app);
    const blank = (await openEditor(ann)).json().copy;
    const saved = await post(ann, '/api/save/user/copy', { save_id: blank._id, project_id: blank.project_id, copy_to_save: '<p>Now it has words.</p>' });
    expect(saved.statusCode, saved.body).toBe(200);
    const next = await openEditor(ann);
    expect(next.statusCode).toBe(201);
    expect(next.json().copy._id).not.toBe(blank._id);
    const titled = await openEditor(ann, { title: 'Planned piece' });
    expect(titled.statusCode).toBe(201);
    expect(titled.json().copy._id).not.toBe(next.json().copy._id);
    // The untitled blank is still the one reopened.
    expect((await openEditor(ann)).json().copy._id).toBe(next.json().copy._id);
  });

  it('is never another project\'s or another person\'s', async () => {
    const ann = await buildUser(harness.app);
    const bob = await buildUser(harness.app);
    const annBlank = (await openEditor(ann)).json().copy._id;
    const other = await post(ann, '/api/add/project', { project_name: 'Second site' });
    expect(other.statusCode, other.body).toBeLessThan(300);
    const secondProject = (other.json() as { project: { _id: string } }).project._id;
    const inSecond = await openEditor(ann, {}, secondProject);
    expect(inSecond.statusCode).toBe(201);
    expect(inSecond.json().copy._id).not.toBe(annBlank);
    const bobs = await openEditor(bob);
    expect(bobs.statusCode).toBe(201);
    expect(bobs.json().copy._id).not.toBe(annBlank);
  });

  it('is not reopened while someone is typing into it, before the row has caught up', async () => {
    const ann = await buildUser(harness.app);
    const blank = (await openEditor(ann)).json().copy._id as string;
    const peer = await openPeer(port, blank, ann.cookie);
    try {
      // Open but nothing typed: still the one to reopen.
      expect((await openEditor(ann)).json().copy._id).toBe(blank);
      typeParagraph(peer, 'Words the store has not written yet.');
      await eventually(async () => harness.ctx.collaboration.withLiveDocument(blank, (live) => Boolean(live?.getXmlFragment(EDITOR_FIELD).toString().includes('Words'))), 'the live doc has the words');
      const next = await openEditor(ann);
      expect(next.statusCode).toBe(201);
      expect(next.json().copy._id).not.toBe(blank);
    } finally {
      peer.close();
    }
  });
});
