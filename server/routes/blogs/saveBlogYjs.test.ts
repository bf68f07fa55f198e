import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { DOC_META_MAP, readDocMeta, writeDocMeta } from '@core/editor/docMeta';
import { EDITOR_FIELD } from '@core/editor/extensions';
import { eventually, openPeer, typeParagraph, type TTestPeer } from '../../collaboration/collaborationClient.testkit';
import { blogs } from '../../db/schema';
import { buildUser, type TTestUser } from '../../test/factories';
import { buildTestApp, TEST_ORIGIN } from '../../test/testApp';

/**
 * The save call on a doc the editor has opened (it has a Yjs state): the HTML and the fields of a
 * save go into the shared document, connected editors see them, and the row follows the Yjs state.
 */

// The collaboration server reads the session cookie with the app's secret: the test app's must be set.
const SECRET = 'save-yjs-test-secret-of-32-characters';
let harness: Awaited<ReturnType<typeof buildTestApp>>;
let port: number;
let ann: TTestUser;

beforeAll(async () => {
  harness = await buildTestApp({ BETTER_AUTH_SECRET: SECRET });
  await harness.app.listen({ port: 0, host: '127.0.0.1' });
  port = (harness.app.server.address() as AddressInfo).port;
  ann = await buildUser(harness.app, { name: 'Ann Author' });
}, 60_000);

afterAll(async () => {
  await harness?.close();
});

const post = (url: string, payload: object) =>
  harness.app.inject({ method: 'POST', url, headers: { cookie: ann.cookie, origin: TEST_ORIGIN }, payload: { project_id: ann.projects[0]!._id, ...payload } });

async function saveDoc(payload: object): Promise<{ _id: string; title: string; copy_to_save: string; meta_data: Record<string, unknown>; user_input: Record<string, unknown> }> {
  const response = await post('/api/save/user/copy', payload);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json().copy;
}

async function blankDoc(): Promise<string> {
  const response = await post('/api/create/user/copy', { title: 'Untitled doc' });
  expect(response.statusCode).toBe(201);
  return response.json().copy._id as string;
}

const textOf = (doc: Y.Doc) => doc.getXmlFragment(EDITOR_FIELD).toString();

async function storedRow(blogId: string) {
  const [row] = await harness.ctx.db.select().from(blogs).where(eq(blogs.id, blogId));
  return row!;
}

/** The stored Yjs state, as a Y.Doc. */
async function storedDoc(blogId: string): Promise<Y.Doc> {
  const doc = new Y.Doc();
  const row = await storedRow(blogId);
  if (row.ydoc) Y.applyUpdate(doc, row.ydoc);
  return doc;
}

async function acknowledged(peer: TTestPeer) {
  await eventually(() => !peer.provider.hasUnsyncedChanges, 'the server to acknowledge the edit');
}

describe('save call without encodedYdoc on a doc with a Yjs state', () => {
  it('replaces the text in Yjs: a connected editor sees it live, and so does the next open', async () => {
    const blogId = await blankDoc();
    const peer = await openPeer(port, blogId, ann.cookie);
    typeParagraph(peer, 'Typed in the editor first.');
    await acknowledged(peer);
    let updates = 0;
    peer.doc.on('update', () => (updates += 1));

    const saved = await saveDoc({ save_id: blogId, copy_to_save: '<h2>From the API</h2><p>Replaced by the save.</p>' });
    expect(saved.copy_to_save).toBe('<h2>From the API</h2><p>Replaced by the save.</p>');
    await eventually(() => textOf(peer.doc).includes('Replaced by the save.'), 'the editor to receive the saved text');
    expect(textOf(peer.doc)).not.toContain('Typed in the editor first.');
    expect(textOf(peer.doc)).toContain('<heading level="2">From the API</heading>');
    // The save reached the editor as one Yjs update (one transaction on the server).
    expect(updates).toBe(1);

    // The stored state has it too: the next open (after everyone left) shows the saved text.
    expect(textOf(await storedDoc(blogId))).toContain('Replaced by the save.');
    peer.close();
    await eventually(() => harness.ctx.collaboration.hocuspocus.getDocumentsCount() === 0, 'the doc to unload');
    const reopened = await openPeer(port, blogId, ann.cookie);
    expect(textOf(reopened.doc)).toContain('Replaced by the save.');
    expect(textOf(reopened.doc)).not.toContain('Typed in the editor first.');
    reopened.close();
  });

  it('writes into the stored Yjs state of a doc nobody has open', async () => {
    const saved = await saveDoc({ copy_to_save: '<p>Imported before the editor.</p>' });
    const first = await openPeer(port, saved._id, ann.cookie);
    expect(textOf(first.doc)).toContain('Imported before the editor.');
    first.close();
    await eventually(() => harness.ctx.collaboration.hocuspocus.getDocumentsCount() === 0, 'the doc to unload');

    await saveDoc({ save_id: saved._id, copy_to_save: '<p>Rewritten while closed.</p>' });
    expect(textOf(await storedDoc(saved._id))).toBe('<paragraph>Rewritten while closed.</paragraph>');
    const second = await openPeer(port, saved._id, ann.cookie);
    expect(textOf(second.doc)).toBe('<paragraph>Rewritten while closed.</paragraph>');
    second.close();
  });

  it('writes nothing when the HTML is what the doc already holds', async () => {
    const saved = await saveDoc({ copy_to_save: '<p>Same words.</p>' });
    const peer = await openPeer(port, saved._id, ann.cookie);
    const before = Y.encodeStateVector(peer.doc);
    await saveDoc({ save_id: saved._id, copy_to_save: '<p>Same words.</p>' });
    expect(Y.encodeStateVector(await storedDoc(saved._id))).toEqual(before);
    peer.close();
  });

  it('keeps every concurrent change: saves with different fields and an editor typing', async () => {
    const blogId = await blankDoc();
    const peer = await openPeer(port, blogId, ann.cookie);
    typeParagraph(peer, 'Shared text.');
    await acknowledged(peer);
    writeDocMeta(peer.doc, { conclusion: 'Written in the editor.' });
    await Promise.all([
      saveDoc({ save_id: blogId, copy_to_save: '<p>Shared text.</p>', meta_data: { summary: 'From the first save.' } }),
      saveDoc({ save_id: blogId, copy_to_save: '<p>Shared text.</p>', meta_data: { meta: 'From the second save.' } }),
      saveDoc({ save_id: blogId, copy_to_save: '<p>Shared text.</p>', user_input: { tone: 'FORMAL' } }),
    ]);
    const expected = { summary: 'From the first save.', meta: 'From the second save.', conclusion: 'Written in the editor.', tone: 'FORMAL' };
    await eventually(() => Object.entries(expected).every(([key, value]) => peer.doc.getMap(DOC_META_MAP).get(key) === value), 'the editor to see every save');
    peer.close();
    await eventually(async () => (await storedRow(blogId)).metaData.conclusion === 'Written in the editor.', 'the editor\'s field to be stored');
    const row = await storedRow(blogId);
    expect(row.metaData).toMatchObject({ summary: 'From the first save.', meta: 'From the second save.', conclusion: 'Written in the editor.' });
    expect(row.userInput.tone).toBe('FORMAL');
    expect(readDocMeta(await storedDoc(blogId))).toMatchObject(expected);
    expect(row.copyToSave).toBe('<p>Shared text.</p>');
  });
});

describe('title and side-panel fields in the Yjs document', () => {
  it('sends a save\'s fields to connected editors, and stores an editor\'s fields in the row', async () => {
    const blogId = await blankDoc();
    const peer = await openPeer(port, blogId, ann.cookie);
    // A blank doc's map is seeded from the row on first open.
    expect(readDocMeta(peer.doc)).toEqual({
      title: 'Untitled doc',
      seoKeywords: [],
      meta: '',
      summary: '',
      conclusion: '',
      language: 'English-US',
      country: 'United States',
      tone: 'CASUAL',
    });
    await saveDoc({ save_id: blogId, title: 'Saved title', copy_to_save: '<p>Body.</p>', meta_data: { meta: 'Saved meta', seoKeywords: ['coffee'], country: 'Canada' } });
    await eventually(() => readDocMeta(peer.doc).title === 'Saved title', 'the editor to see the saved title');
    expect(readDocMeta(peer.doc)).toMatchObject({ meta: 'Saved meta', seoKeywords: ['coffee'], country: 'Canada' });

    // An editor changes fields: the row's columns follow when the server stores the doc.
    writeDocMeta(peer.doc, { title: '  Typed   title ', meta: 'Typed meta', language: 'French', tone: 'FORMAL' });
    await acknowledged(peer);
    peer.close();
    await eventually(async () => (await storedRow(blogId)).metaData.meta === 'Typed meta', 'the fields to be stored');
    const row = await storedRow(blogId);
    expect(row.title).toBe('Typed title');
    expect(row.metaData).toMatchObject({ meta: 'Typed meta', language: 'French', country: 'Canada', seoKeywords: ['coffee'] });
    expect(row.userInput.tone).toBe('FORMAL');

    // A save without fields leaves the editor's fields alone.
    const saved = await saveDoc({ save_id: blogId, copy_to_save: '<p>Body again.</p>' });
    expect(saved).toMatchObject({ title: 'Typed title', meta_data: { meta: 'Typed meta' } });
  });

  it('names a doc by its first line while its title is blank', async () => {
    const blogId = await blankDoc();
    const peer = await openPeer(port, blogId, ann.cookie);
    writeDocMeta(peer.doc, { title: '' });
    typeParagraph(peer, 'First line names the doc.');
    await acknowledged(peer);
    peer.close();
    await eventually(async () => (await storedRow(blogId)).title === 'First line names the doc.', 'the title from the first line');
  });

  it('seeds the map from the row for a doc stored before the fields moved into Yjs', async () => {
    // A Yjs state with text but no meta map, as the editor stored docs before.
    const old = new Y.Doc();
    const paragraph = new Y.XmlElement('paragraph');
    paragraph.insert(0, [new Y.XmlText('Old doc.')]);
    old.getXmlFragment(EDITOR_FIELD).insert(0, [paragraph]);
    const saved = await saveDoc({ title: 'Old title', copy_to_save: '<p>Old doc.</p>', meta_data: { meta: 'Old meta' } });
    await harness.ctx.db.update(blogs).set({ ydoc: Y.encodeStateAsUpdate(old) }).where(eq(blogs.id, saved._id));

    const peer = await openPeer(port, saved._id, ann.cookie);
    expect(readDocMeta(peer.doc)).toMatchObject({ title: 'Old title', meta: 'Old meta', language: 'English-US', tone: 'CASUAL' });
    expect(textOf(peer.doc)).toBe('<paragraph>Old doc.</paragraph>');
    peer.close();
    // Seeded once and stored, so the next open holds the same items.
    expect(readDocMeta(await storedDoc(saved._id))).toMatchObject({ title: 'Old title', meta: 'Old meta' });
  });

  it('gives a duplicate its own title in the map', async () => {
    const blogId = await blankDoc();
    (await openPeer(port, blogId, ann.cookie)).close();
    await saveDoc({ save_id: blogId, title: 'Original', copy_to_save: '<p>Text.</p>' });
    expect(readDocMeta(await storedDoc(blogId)).title).toBe('Original');
    const response = await post('/api/duplicate/user/copy', { copy_id: blogId });
    expect(response.statusCode, response.body).toBe(201);
    const copyId = response.json().copy._id as string;
    expect(readDocMeta(await storedDoc(copyId)).title).toBe('Copy of Original');
  });
});
