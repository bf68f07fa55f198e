import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { EDITOR_FIELD } from '@core/editor/extensions';
import { storeBlogYdoc } from '../../commands/blogYdocStorer';
import { teamMembers, teams } from '../../db/schema';
import { buildTestApp } from '../../test/testApp';
import { buildUser, type TTestUser } from '../../test/factories';

let harness: Awaited<ReturnType<typeof buildTestApp>>;
let ann: TTestUser;
let bob: TTestUser;
beforeAll(async () => {
  harness = await buildTestApp();
  ann = await buildUser(harness.app, { project_name: 'Ann site' });
  bob = await buildUser(harness.app, { project_name: 'Bob site' });
});
afterAll(async () => harness.close());

type TMethod = 'GET' | 'POST' | 'DELETE';
const call = (method: TMethod, url: string, user: TTestUser | null, payload?: object) =>
  harness.app.inject({ method, url, headers: user ? { cookie: user.cookie } : {}, ...(payload ? { payload } : {}) });

const body = (user: TTestUser, extra: object = {}) => ({
  unique_id: user.unique_id,
  project_id: user.projects[0]!._id,
  copy_to_save: '<h2>Coffee at home</h2><p>Grind the beans <strong>just</strong> before brewing.</p>',
  user_input: { topic: 'Coffee' },
  meta_data: { meta: 'How to brew coffee at home.' },
  output_type: 'blog',
  ...extra,
});
type TCopy = { _id: string; save_id: string; title: string; copy_to_save: string; last_updated: string; meta_data: Record<string, unknown> };
const save = async (user: TTestUser, extra: object = {}) => {
  const response = await call('POST', '/api/save/user/copy', user, body(user, extra));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().copy as TCopy;
};
const fetchCopy = (user: TTestUser, id: string, query = '') => call('GET', `/api/get/saved/copy/internal?copy_id=${id}${query}`, user);
const fetchWithYdoc = (user: TTestUser, id: string) => fetchCopy(user, id, '&include_ydoc=true');
const list = (user: TTestUser, query = '', path = '/api/get/saved/user/details') =>
  call('GET', `${path}?unique_id=${user.unique_id}&project_id=${user.projects[0]!._id}&feature_type=blog${query}`, user);

describe('docs: save and get', () => {
  it('creates a doc with the spec defaults and reopens it', async () => {
    const saved = await save(ann);
    expect(saved.save_id).toBe(saved._id);
    const fetched = await fetchCopy(ann, saved._id);
    expect(fetched.statusCode).toBe(200);
    expect(fetched.json().copy).toMatchObject({
      title: 'Coffee at home Grind the beans just before brewing.',
      copy_to_save: '<h2>Coffee at home</h2><p>Grind the beans <strong>just</strong> before brewing.</p>',
      user_input: { topic: 'Coffee', tone: 'CASUAL', headlines: [] },
      meta_data: { meta: 'How to brew coffee at home.', language: 'English-US', country: 'United States' },
      output_type: 'blog',
      project_id: ann.projects[0]!._id,
      word_count: 9,
      shared: false,
    });
  });

  it('updates by save_id, keeping what the save leaves out', async () => {
    const saved = await save(ann, { title: 'Coffee' });
    const response = await call('POST', '/api/save/user/copy', ann, {
      unique_id: ann.unique_id,
      project_id: ann.projects[0]!._id,
      save_id: saved._id,
      copy_to_save: '<p>Second draft of the coffee guide.</p>',
      meta_data: { summary: 'Short.' },
      user_input: { tone: 'FORMAL' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const copy = response.json().copy;
    expect(copy).toMatchObject({ _id: saved._id, title: 'Coffee', copy_to_save: '<p>Second draft of the coffee guide.</p>', word_count: 6 });
    expect(copy.meta_data).toMatchObject({ meta: 'How to brew coffee at home.', summary: 'Short.' });
    expect(copy.user_input).toMatchObject({ topic: 'Coffee', tone: 'FORMAL' });
    expect(new Date(copy.last_updated).getTime()).toBeGreaterThanOrEqual(new Date(saved.last_updated).getTime());
  });

  it('refuses a save with no words', async () => {
    for (const html of ['', '<p>  </p>', '<p><br></p><script>alert(1)</script>']) {
      const response = await call('POST', '/api/save/user/copy', ann, body(ann, { copy_to_save: html }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'blog_empty', message: 'Please write more words before saving your blog.' });
    }
  });

  it('stores and serves HTML sanitized, keeping the editor\'s nodes', async () => {
    const html = [
      '<h1 onclick="steal()">Title</h1><script>alert("x")</script>',
      '<p>Read <a href="javascript:alert(1)">this</a> and <a href="https://example.com" target="_blank">that</a>.</p>',
      '<img src="https://example.com/a.png" alt="A" onerror="steal()"><img src="data:image/png;base64,AAAA"><img src="relative.png" alt="rel">',
      '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote><p>quote</p></blockquote><pre><code class="language-js">let a = 1;</code></pre>',
      '<table><tbody><tr><th>H</th></tr><tr><td>C</td></tr></tbody></table><iframe src="https://evil.example"></iframe>',
      '<p style="text-align: center; color: red">centred</p>',
    ].join('');
    const saved = await save(ann, { copy_to_save: html });
    const served = (await fetchCopy(ann, saved._id)).json().copy.copy_to_save as string;
    expect(served).not.toMatch(/script|onclick|onerror|javascript:|iframe|data:image|color|relative\.png/);
    expect(served).toContain('<h1>Title</h1>');
    expect(served).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">that</a>');
    expect(served).toContain('<img src="https://example.com/a.png" alt="A" />');
    expect(served).toContain('<code class="language-js">let a = 1;</code>');
    expect(served).toContain('<table><tbody><tr><th>H</th></tr><tr><td>C</td></tr></tbody></table>');
    expect(served).toContain('<p style="text-align:center">centred</p>');
  });

  it('merges Yjs updates sent by saves instead of overwriting them', async () => {
    const first = new Y.Doc();
    first.getText('t').insert(0, 'hello');
    const second = new Y.Doc();
    second.getText('other').insert(0, 'world');
    const encode = (doc: Y.Doc) => Buffer.from(Y.encodeStateAsUpdate(doc)).toString('base64');
    const saved = await save(ann, { meta_data: { encodedYdoc: encode(first) } });
    await call('POST', '/api/save/user/copy', ann, body(ann, { save_id: saved._id, meta_data: { encodedYdoc: encode(second) } }));
    const stored = (await fetchWithYdoc(ann, saved._id)).json().copy.meta_data.encodedYdoc as string;
    const doc = new Y.Doc();
    Y.applyUpdate(doc, Buffer.from(stored, 'base64'));
    expect(doc.getText('t').toString()).toBe('hello');
    expect(doc.getText('other').toString()).toBe('world');
  });

  it('lets the collaboration server merge Yjs state and store re-sanitized HTML', async () => {
    const saved = await save(ann);
    const doc = new Y.Doc();
    doc.getText('live').insert(0, 'typed live');
    // The editor's text: a paragraph, and an image a peer gave a script URL (re-sanitized on store).
    const paragraph = new Y.XmlElement('paragraph');
    paragraph.insert(0, [new Y.XmlText('typed live')]);
    const image = new Y.XmlElement('image');
    image.setAttribute('src', 'javascript:alert(1)');
    doc.getXmlFragment(EDITOR_FIELD).insert(0, [paragraph, image]);
    const stored = await storeBlogYdoc(harness.ctx.db, saved._id, Y.encodeStateAsUpdate(doc), { deriveColumns: true });
    expect(stored).toBe(true);
    const copy = (await fetchWithYdoc(ann, saved._id)).json().copy;
    expect(copy).toMatchObject({ word_count: 2 });
    expect(copy.copy_to_save).toMatch(/^<p>typed live<\/p>/);
    expect(copy.copy_to_save).not.toContain('javascript');
    const back = new Y.Doc();
    Y.applyUpdate(back, Buffer.from(copy.meta_data.encodedYdoc, 'base64'));
    expect(back.getText('live').toString()).toBe('typed live');
    expect(await storeBlogYdoc(harness.ctx.db, '00000000-0000-0000-0000-000000000000', Y.encodeStateAsUpdate(doc))).toBe(false);
  });

  it('derives the HTML from the merged state when two documents store, each missing the other’s paragraph', async () => {
    const saved = await save(ann);
    // Two servers' copies of one doc (issue 23): the second has not received the first's paragraph.
    const base = new Y.Doc();
    const opening = new Y.XmlElement('paragraph');
    opening.insert(0, [new Y.XmlText('Opening line')]);
    base.getXmlFragment(EDITOR_FIELD).insert(0, [opening]);
    const onA = new Y.Doc();
    const onB = new Y.Doc();
    Y.applyUpdate(onA, Y.encodeStateAsUpdate(base));
    Y.applyUpdate(onB, Y.encodeStateAsUpdate(base));
    const typed = (doc: Y.Doc, text: string) => {
      const paragraph = new Y.XmlElement('paragraph');
      paragraph.insert(0, [new Y.XmlText(text)]);
      doc.getXmlFragment(EDITOR_FIELD).push([paragraph]);
    };
    typed(onA, 'Typed on A');
    typed(onB, 'Typed on B');
    await storeBlogYdoc(harness.ctx.db, saved._id, Y.encodeStateAsUpdate(onA), { deriveColumns: true });
    await storeBlogYdoc(harness.ctx.db, saved._id, Y.encodeStateAsUpdate(onB), { deriveColumns: true });
    const copy = (await fetchCopy(ann, saved._id)).json().copy;
    expect(copy.copy_to_save).toContain('Typed on A');
    expect(copy.copy_to_save).toContain('Typed on B');
    expect(copy.copy_to_save).toContain('Opening line');
  });

  it('sends the Yjs state only when asked, and says so for a bad flag', async () => {
    const doc = new Y.Doc();
    doc.getText('t').insert(0, 'hello');
    const saved = await save(ann, { meta_data: { meta: 'How to brew coffee at home.', encodedYdoc: Buffer.from(Y.encodeStateAsUpdate(doc)).toString('base64') } });
    const plain = (await fetchCopy(ann, saved._id)).json().copy.meta_data;
    expect(plain).not.toHaveProperty('encodedYdoc');
    expect(plain).toMatchObject({ meta: 'How to brew coffee at home.', language: 'English-US' });
    expect((await fetchCopy(ann, saved._id, '&include_ydoc=false')).json().copy.meta_data).not.toHaveProperty('encodedYdoc');
    expect((await fetchWithYdoc(ann, saved._id)).json().copy.meta_data.encodedYdoc).toEqual(expect.any(String));
    // A blank doc has no Yjs state yet: asked for, it says null rather than leaving the field out.
    const blank = (await call('POST', '/api/create/user/copy', ann, { unique_id: ann.unique_id, project_id: ann.projects[0]!._id })).json().copy;
    expect((await fetchWithYdoc(ann, blank._id)).json().copy.meta_data.encodedYdoc).toBeNull();
    const bad = await fetchCopy(ann, saved._id, '&include_ydoc=yes');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('include_ydoc must be true or false.');
  });

  // A blank doc for the editor (made once, then reopened while untouched): createBlankBlog.test.ts.
});

describe('docs: list, duplicate, delete', () => {
  it('lists a project\'s docs by last update, page by page, with search', async () => {
    const user = await buildUser(harness.app);
    const ids: string[] = [];
    for (const word of ['alpha', 'beta', 'gamma', 'delta', '50%_off']) {
      ids.push((await save(user, { title: `Doc ${word}`, copy_to_save: `<p>About ${word}.</p>` }))._id);
    }
    const all = await list(user);
    expect(all.statusCode).toBe(200);
    expect(all.json().total).toBe(5);
    expect(all.json().saved_items.map((item: { _id: string }) => item._id)).toEqual([...ids].reverse());
    expect(all.json().saved_items[0]).toMatchObject({ title: 'Doc 50%_off', excerpt: 'About 50%_off.' });
    expect(all.json().saved_items[0].copy_to_save).toBeUndefined();

    const page = await list(user, '', '/api/get/saved/user/details/1/3');
    expect(page.json().saved_items.map((item: { _id: string }) => item._id)).toEqual([ids[3], ids[2]]);
    expect(page.json().total).toBe(5);
    const oldest = await list(user, '&sort=asc', '/api/get/saved/user/details/0/1');
    expect(oldest.json().saved_items[0]._id).toBe(ids[0]);

    // Editing a doc moves it to the top.
    await call('POST', '/api/save/user/copy', user, body(user, { save_id: ids[0], copy_to_save: '<p>About alpha, again.</p>' }));
    expect((await list(user)).json().saved_items[0]._id).toBe(ids[0]);

    const found = await list(user, '&search=GAMMA');
    expect(found.json().saved_items.map((item: { _id: string }) => item._id)).toEqual([ids[2]]);
    // % and _ are searched as characters, not wildcards.
    expect((await list(user, `&search=${encodeURIComponent('%_')}`)).json().total).toBe(1);
    // The doc's words are searched, not its markup.
    expect((await list(user, '&search=<p>')).json().total).toBe(0);
    expect((await list(user, '&search=p')).json().saved_items.map((item: { _id: string }) => item._id)).not.toContain(ids[1]);
    expect((await list(user, '', '/api/get/saved/user/details/3/3')).statusCode).toBe(400);
  });

  it('duplicates and deletes a doc', async () => {
    const saved = await save(ann, { title: 'Original' });
    const copy = await call('POST', '/api/duplicate/user/copy', ann, { copy_id: saved._id });
    expect(copy.statusCode, copy.body).toBe(201);
    expect(copy.json().copy).toMatchObject({ title: 'Copy of Original', copy_to_save: saved.copy_to_save, shared: false });
    expect(copy.json().copy._id).not.toBe(saved._id);

    const deleted = await call('DELETE', `/api/delete/user/copy?copy_id=${saved._id}`, ann);
    expect(deleted.json()).toEqual({ deleted: true, copy_id: saved._id });
    expect((await fetchCopy(ann, saved._id)).statusCode).toBe(404);
    expect((await fetchCopy(ann, copy.json().copy._id)).statusCode).toBe(200);
  });
});

describe('docs: who may reach them', () => {
  it('hides another user\'s doc (404) and refuses another unique_id (403)', async () => {
    const annsDoc = await save(ann);
    expect((await fetchCopy(bob, annsDoc._id)).statusCode).toBe(404);
    expect((await fetchWithYdoc(bob, annsDoc._id)).statusCode).toBe(404);
    expect((await call('POST', '/api/save/user/copy', bob, body(bob, { save_id: annsDoc._id }))).statusCode).toBe(404);
    expect((await call('POST', '/api/duplicate/user/copy', bob, { copy_id: annsDoc._id })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/delete/user/copy?copy_id=${annsDoc._id}`, bob)).statusCode).toBe(404);
    expect((await call('POST', '/api/update/copy/share', bob, { copy_id: annsDoc._id, shared: true })).statusCode).toBe(404);
    expect((await fetchCopy(ann, annsDoc._id)).statusCode).toBe(200);

    expect((await call('POST', '/api/save/user/copy', bob, body(ann))).statusCode).toBe(403);
    expect((await call('GET', `/api/get/saved/copy/internal?copy_id=${annsDoc._id}&unique_id=${ann.unique_id}`, bob)).statusCode).toBe(403);
    expect((await call('GET', `/api/get/saved/user/details?unique_id=${ann.unique_id}&project_id=${ann.projects[0]!._id}`, bob)).statusCode).toBe(403);
    // Bob's own list never shows Ann's docs, and her project is not his to list or save into.
    expect((await call('GET', `/api/get/saved/user/details?project_id=${ann.projects[0]!._id}`, bob)).statusCode).toBe(404);
    expect((await call('POST', '/api/save/user/copy', bob, body(bob, { project_id: ann.projects[0]!._id }))).statusCode).toBe(404);
    expect((await call('GET', `/api/get/saved/copy/internal?copy_id=${annsDoc._id}`, null)).statusCode).toBe(401);
    expect((await fetchCopy(ann, 'not-a-uuid')).statusCode).toBe(404);
  });

  it('lets team members share the team\'s docs, in the admin\'s projects', async () => {
    const admin = await buildUser(harness.app, { project_name: 'Team site' });
    const member = await buildUser(harness.app);
    const [team] = await harness.ctx.db.insert(teams).values({ adminId: admin.unique_id, planName: 'agency_monthly_april_2024' }).returning();
    await harness.ctx.db.insert(teamMembers).values([
      { teamId: team!.id, userId: admin.unique_id },
      { teamId: team!.id, userId: member.unique_id },
    ]);
    const teamDoc = await save(member, { team_id: team!.id, project_id: admin.projects[0]!._id, title: 'Team doc' });
    const personal = await save(member, { title: 'Mine' });

    // The admin opens, edits and lists the member's team doc; the member's personal doc stays theirs.
    expect((await fetchCopy(admin, teamDoc._id)).statusCode).toBe(200);
    const edited = await call('POST', '/api/save/user/copy', admin, body(admin, { save_id: teamDoc._id, copy_to_save: '<p>Edited by the admin.</p>' }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().copy.team_id).toBe(team!.id);
    expect((await fetchCopy(admin, personal._id)).statusCode).toBe(404);
    const teamList = await list(admin, `&team_id=${team!.id}`);
    expect(teamList.json().saved_items.map((item: { _id: string }) => item._id)).toEqual([teamDoc._id]);
    expect((await list(admin)).json().total).toBe(0);
    // Only the author shares it.
    expect((await call('POST', '/api/update/copy/share', admin, { copy_id: teamDoc._id, shared: true })).statusCode).toBe(404);
    expect((await call('POST', '/api/update/copy/share', member, { copy_id: teamDoc._id, shared: true })).statusCode).toBe(200);

    // Outsiders: the team's doc is hidden and its team_id refused.
    expect((await fetchCopy(bob, teamDoc._id)).statusCode).toBe(404);
    expect((await list(bob, `&team_id=${team!.id}`)).statusCode).toBe(403);
  });
});
