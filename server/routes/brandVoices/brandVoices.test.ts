import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRAND_VOICE_PROFILE_VERSION, type TBrandVoice, type TBrandVoiceCreateResponse } from '@core/api/brandVoices';
import { OFFLINE_EXTRACTION_NOTICE } from '@core/brandVoices/extractVoiceProfile';
import { PLAN_LIST } from '@core/plans/planTable';
import { assignPlan } from '../../commands/planAssigner';
import type { TApp, TContext } from '../../context';
import { brandVoices } from '../../db/schema/brandVoices';
import { htmlPage, startLocalSite, type TLocalSite } from '../../retrieval/testing/localSite';
import { buildUser, type TTestUser } from '../../test/factories';
import { buildTestApp, TEST_ORIGIN } from '../../test/testApp';
import { BAKERY_TEXT, createBakeryVoice, createVoice, listBody, listVoices, multipartForm } from './brandVoiceTestHelpers';

// Brand voices on the offline engine (no model configured): created from pasted text, files and
// URLs, listed five a page within the plan's limit, edited and deleted; bad input answers 4xx.
let app: TApp;
let ctx: TContext;
let close: () => Promise<void>;
let site: TLocalSite;

beforeAll(async () => {
  ({ app, ctx, close } = await buildTestApp({ FETCH_ALLOW_PRIVATE: 'true' }));
  site = await startLocalSite({
    '/about': { body: htmlPage('About the bakery', BAKERY_TEXT.split('\n\n')) },
    '/slow-death': { status: 500, body: 'down' },
  });
}, 60_000);
afterAll(async () => {
  await site?.close();
  await close?.();
});

const planWithLimit = (limit: number) => PLAN_LIST.find((plan) => plan.brandVoiceLimit === limit && plan.maxTeamMembers === 0 && plan.family !== 'no_user')!;
const headers = (user: TTestUser) => ({ cookie: user.cookie, origin: TEST_ORIGIN });
const created = (response: { json: <T>() => T }) => response.json<TBrandVoiceCreateResponse>();

describe('creating a brand voice without a model', () => {
  it('extracts what text analysis can from pasted text, and says it used no model', async () => {
    const user = await buildUser(app);
    const response = await createVoice(app, user, { name: 'Bakery', text: BAKERY_TEXT });
    expect(response.statusCode, response.body).toBe(201);
    const body = created(response);
    expect(body.extraction).toEqual({ engine: 'offline', model: 'offline' });
    expect(body.notices).toEqual([OFFLINE_EXTRACTION_NOTICE]);
    expect(body.credits_charged).toBe(0);
    const voice = body.brand_voice;
    expect(voice).toMatchObject({ name: 'Bakery', team_id: null, created_by: user.unique_id, profile_version: BRAND_VOICE_PROFILE_VERSION, requires_reupload: false });
    expect(voice.abilities).toEqual({ use: true, edit: true, delete: true });
    expect(voice.sources).toEqual([{ kind: 'text', name: 'Pasted text', chars: BAKERY_TEXT.length }]);
    expect(voice.profile.tone).toMatch(/^Conversational/);
    expect(voice.profile.sentence_style).toMatch(/^Short sentences/);
    expect(voice.profile.vocabulary).toContain('sourdough');
    expect(voice.profile.examples.length).toBeGreaterThan(0);
    for (const example of voice.profile.examples) expect(BAKERY_TEXT).toContain(example);
    expect(voice.profile.dos).toEqual([]);
    expect(voice.profile.donts).toEqual([]);
  });

  it('reads pasted HTML for its text, without the tags', async () => {
    const user = await buildUser(app);
    const html = `<div>${BAKERY_TEXT.split('\n\n').map((paragraph) => `<p>${paragraph}</p>`).join('')}</div>`;
    const response = await createVoice(app, user, { name: 'Pasted page', text: html });
    expect(response.statusCode, response.body).toBe(201);
    const voice = created(response).brand_voice;
    expect(voice.profile.examples.join(' ')).not.toMatch(/<p>|<div>/);
    expect(voice.sources[0]!.chars).toBeLessThan(html.length);
  });

  it('reads an uploaded text file, and a web page by its URL', async () => {
    const user = await buildUser(app);
    await assignPlan(ctx.db, user.unique_id, planWithLimit(-1));
    const form = multipartForm([['name', 'From sources'], ['url', `${site.origin}/about`]], [{ filename: 'samples.txt', content: BAKERY_TEXT }]);
    const response = await app.inject({ method: 'POST', url: '/api/create/brand/voice', headers: { ...headers(user), 'content-type': form.contentType }, payload: form.payload });
    expect(response.statusCode, response.body).toBe(201);
    const sources = created(response).brand_voice.sources;
    expect(sources.map((source) => [source.kind, source.name])).toEqual([
      ['file', 'samples.txt'],
      ['url', `${site.origin}/about`],
    ]);
    expect(sources.every((source) => source.chars > 200)).toBe(true);
  });

  it('reads at most 100,000 characters in all, and says so', async () => {
    const user = await buildUser(app);
    const big = `${BAKERY_TEXT}\n\n`.repeat(160).slice(0, 60_000);
    const form = multipartForm([['name', 'Long samples']], [{ filename: 'one.txt', content: big }, { filename: 'two.md', content: big }]);
    const response = await app.inject({ method: 'POST', url: '/api/create/brand/voice', headers: { ...headers(user), 'content-type': form.contentType }, payload: form.payload });
    expect(response.statusCode, response.body).toBe(201);
    const body = created(response);
    const total = body.brand_voice.sources.reduce((sum, source) => sum + source.chars, 0);
    expect(total).toBeLessThanOrEqual(100_000);
    expect(total).toBeGreaterThan(99_000);
    expect(body.notices).toContain('Only the first 100,000 characters of your samples were read.');
  });
});

describe('bad input', () => {
  let user: TTestUser;
  beforeAll(async () => {
    user = await buildUser(app);
  });
  const refused = async (body: Record<string, unknown>, status: number, message: string | RegExp) => {
    const response = await createVoice(app, user, body);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().message).toMatch(message);
  };

  it('refuses a missing name, no samples, and samples too short to tell a voice from', async () => {
    await refused({ name: '  ', text: BAKERY_TEXT }, 400, 'Give the brand voice a name.');
    await refused({ name: 'Empty' }, 400, 'Add some text, a file or a URL to learn the brand voice from.');
    await refused({ name: 'Empty', text: '   ' }, 400, 'Add some text, a file or a URL to learn the brand voice from.');
    await refused({ name: 'Short', text: 'We bake bread. You eat it.' }, 400, 'The samples are too short to learn a voice from: give at least 40 words (they have 6).');
  });

  it('refuses text over 50,000 characters, a name with HTML, and more than 5 sources', async () => {
    await refused({ name: 'Long', text: 'word '.repeat(10_001) }, 400, 'Paste at most 50,000 characters of text.');
    await refused({ name: '<b>Bold</b>', text: BAKERY_TEXT }, 400, 'A brand voice name cannot contain HTML.');
    const urls = Array.from({ length: 5 }, (_, i) => `${site.origin}/page${i}`);
    await refused({ name: 'Many', text: BAKERY_TEXT, urls }, 400, 'Use at most 5 sources (pasted text, files and URLs together).');
    expect(site.hits.get('/page0')).toBeUndefined();
  });

  it('names a dead URL, and a page that fails', async () => {
    await refused({ name: 'Dead', urls: [`${site.origin}/missing`] }, 400, `We could not read ${site.origin}/missing: The site answered with status 404.`);
    await refused({ name: 'Down', urls: [`${site.origin}/slow-death`] }, 400, `We could not read ${site.origin}/slow-death`);
    await refused({ name: 'Nowhere', urls: ['not a url'] }, 400, /We could not read not a url/);
  });

  it('names a file of a type it cannot read', async () => {
    const form = multipartForm([['name', 'Binary']], [{ filename: 'tool.exe', content: 'MZ' }]);
    const response = await app.inject({ method: 'POST', url: '/api/create/brand/voice', headers: { ...headers(user), 'content-type': form.contentType }, payload: form.payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('tool.exe: .exe files are not supported. Upload PDF, DOCX, TXT, Markdown or HTML.');
  });

  it('refuses a 50 MB file by name at the 25 MB upload limit (it keeps no more than the limit)', async () => {
    const boundary = '----bigbrandvoice';
    const megabyte = Buffer.alloc(1_048_576, 0x61);
    async function* body() {
      yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nBig\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.txt"\r\nContent-Type: text/plain\r\n\r\n`);
      for (let i = 0; i < 50; i += 1) {
        yield megabyte;
      }
      yield Buffer.from(`\r\n--${boundary}--\r\n`);
    }
    const response = await app.inject({
      method: 'POST',
      url: '/api/create/brand/voice',
      headers: { ...headers(user), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Readable.from(body()),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('big.txt is larger than the 25 MB limit for a file. Upload a smaller file, or paste its text.');
  });
});

describe('plan limits and paging', () => {
  it('a plan that keeps one brand voice refuses the second', async () => {
    const user = await buildUser(app);
    await assignPlan(ctx.db, user.unique_id, planWithLimit(1));
    expect(listBody(await listVoices(app, user))).toEqual({ brand_voice_entries: [], total_documents: 0, can_create: true, limit: 1 });
    await createBakeryVoice(app, user, 'Only one');
    expect(listBody(await listVoices(app, user))).toMatchObject({ total_documents: 1, can_create: false, limit: 1 });
    const second = await createVoice(app, user, { name: 'Second', text: BAKERY_TEXT });
    expect(second.statusCode).toBe(403);
    expect(second.json().message).toBe('Your plan keeps 1 brand voice. Delete one, or upgrade your plan, to add another.');
  });

  it('a plan that keeps ten pages them five at a time, newest first, and refuses the eleventh', async () => {
    const user = await buildUser(app);
    await assignPlan(ctx.db, user.unique_id, planWithLimit(10));
    for (let i = 1; i <= 10; i += 1) await createBakeryVoice(app, user, `Voice ${i}`);
    const first = listBody(await listVoices(app, user, { start: 0, end: 5 }));
    expect(first).toMatchObject({ total_documents: 10, can_create: false, limit: 10 });
    expect(first.brand_voice_entries.map((voice) => voice.name)).toEqual(['Voice 10', 'Voice 9', 'Voice 8', 'Voice 7', 'Voice 6']);
    const second = listBody(await listVoices(app, user, { start: 5, end: 10 }));
    expect(second.brand_voice_entries.map((voice) => voice.name)).toEqual(['Voice 5', 'Voice 4', 'Voice 3', 'Voice 2', 'Voice 1']);
    expect(listBody(await listVoices(app, user, { start: 10, end: 15 })).brand_voice_entries).toEqual([]);
    const eleventh = await createVoice(app, user, { name: 'Eleventh', text: BAKERY_TEXT });
    expect(eleventh.statusCode).toBe(403);
    expect(eleventh.json().message).toBe('Your plan keeps 10 brand voices. Delete one, or upgrade your plan, to add another.');
    const bad = await listVoices(app, user, { start: 5, end: 5 });
    expect(bad.statusCode).toBe(400);
  });

  it('an unlimited plan keeps creating', async () => {
    const user = await buildUser(app);
    await assignPlan(ctx.db, user.unique_id, planWithLimit(-1));
    for (let i = 1; i <= 11; i += 1) await createBakeryVoice(app, user, `Voice ${i}`);
    expect(listBody(await listVoices(app, user))).toMatchObject({ total_documents: 11, can_create: true, limit: -1 });
  });

  it('counts a new user on the plan they signed up with, and another account is refused', async () => {
    const user = await buildUser(app);
    const other = await buildUser(app);
    const response = await app.inject({ method: 'GET', url: `/api/fetch/brand/voice/info?unique_id=${other.unique_id}&start_count=0&end_count=5`, headers: { cookie: user.cookie } });
    expect(response.statusCode).toBe(403);
    const signedOut = await app.inject({ method: 'GET', url: '/api/fetch/brand/voice/info?start_count=0&end_count=5' });
    expect(signedOut.statusCode).toBe(401);
  });
});

describe('editing and deleting', () => {
  it('saves an edited tone and name, and the list shows them', async () => {
    const user = await buildUser(app);
    const id = await createBakeryVoice(app, user, 'Bakery');
    const voice = listBody(await listVoices(app, user)).brand_voice_entries[0]!;
    const profile = { ...voice.profile, tone: 'Warm, cheeky and proud of the craft.', dos: ['Name the flour'], donts: ['Say "artisanal"'] };
    const response = await app.inject({ method: 'PUT', url: '/api/update/brand/voice', headers: headers(user), payload: { brand_voice_id: id, name: 'Corner Bakery', profile } });
    expect(response.statusCode, response.body).toBe(200);
    const listed = listBody(await listVoices(app, user)).brand_voice_entries[0]!;
    expect(listed).toMatchObject({ id, name: 'Corner Bakery', profile });
    const fetched = await app.inject({ method: 'GET', url: `/api/fetch/brand/voice?brand_voice_id=${id}`, headers: { cookie: user.cookie } });
    expect(fetched.json<{ brand_voice: TBrandVoice }>().brand_voice.profile.tone).toBe('Warm, cheeky and proud of the craft.');
  });

  it('refuses HTML in the profile, a profile over its limits, and an empty change', async () => {
    const user = await buildUser(app);
    const id = await createBakeryVoice(app, user, 'Bakery');
    const profile = listBody(await listVoices(app, user)).brand_voice_entries[0]!.profile;
    const put = (payload: Record<string, unknown>) => app.inject({ method: 'PUT', url: '/api/update/brand/voice', headers: headers(user), payload: { brand_voice_id: id, ...payload } });
    const html = await put({ profile: { ...profile, dos: ['<script>alert(1)</script>'] } });
    expect(html.statusCode).toBe(400);
    expect(html.json().message).toBe('A brand voice profile is plain text: remove the HTML.');
    const tooMany = await put({ profile: { ...profile, donts: Array.from({ length: 13 }, (_, i) => `Rule ${i}`) } });
    expect(tooMany.statusCode).toBe(400);
    expect((await put({})).statusCode).toBe(400);
  });

  it('deletes a voice, which frees its place under the limit', async () => {
    const user = await buildUser(app);
    await assignPlan(ctx.db, user.unique_id, planWithLimit(1));
    const id = await createBakeryVoice(app, user, 'Bakery');
    const response = await app.inject({ method: 'DELETE', url: `/api/delete/brand/voice?brand_voice_id=${id}`, headers: headers(user) });
    expect(response.json()).toEqual({ deleted: true, brand_voice_id: id });
    expect(listBody(await listVoices(app, user))).toMatchObject({ total_documents: 0, can_create: true });
  });

  it("answers 404 for another user's voice, a made-up id and an id that is not one", async () => {
    const owner = await buildUser(app);
    const other = await buildUser(app);
    const id = await createBakeryVoice(app, owner, 'Mine');
    for (const voiceId of [id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const calls = [
        app.inject({ method: 'GET', url: `/api/fetch/brand/voice?brand_voice_id=${voiceId}`, headers: { cookie: other.cookie } }),
        app.inject({ method: 'PUT', url: '/api/update/brand/voice', headers: headers(other), payload: { brand_voice_id: voiceId, name: 'Taken' } }),
        app.inject({ method: 'DELETE', url: `/api/delete/brand/voice?brand_voice_id=${voiceId}`, headers: headers(other) }),
      ];
      for (const response of await Promise.all(calls)) {
        expect({ status: response.statusCode, message: response.json().message }).toEqual({ status: 404, message: 'That brand voice does not exist.' });
      }
    }
    expect(listBody(await listVoices(app, owner)).brand_voice_entries[0]!.name).toBe('Mine');
  });
});

describe('the user record’s brand voice flags', () => {
  it('say whether the user keeps a voice, and ask for samples again while a personal voice has an older profile', async () => {
    const user = await buildUser(app);
    const details = async () => (await app.inject({ method: 'GET', url: `/api/fetch/user/details?unique_id=${user.unique_id}`, headers: { cookie: user.cookie } })).json();
    expect(await details()).toMatchObject({ require_brand_voice_reupload: false, require_team_brand_voice_reupload: false, brand_voice: false, team_brand_voice: false });
    await createBakeryVoice(app, user, 'Current');
    // brandVoice (spec §3): the user now keeps a personal voice; no team, so no team voice.
    expect(await details()).toMatchObject({ require_brand_voice_reupload: false, brand_voice: true, team_brand_voice: false });
    const profile = { tone: 'Old', vocabulary: [], sentence_style: '', dos: [], donts: [], examples: [] };
    await ctx.db.insert(brandVoices).values({ userId: user.unique_id, name: 'Old', profile, sources: [], profileVersion: BRAND_VOICE_PROFILE_VERSION - 1 });
    expect(await details()).toMatchObject({ require_brand_voice_reupload: true, require_team_brand_voice_reupload: false });
    const old = listBody(await listVoices(app, user)).brand_voice_entries.find((voice) => voice.name === 'Old')!;
    expect(old.requires_reupload).toBe(true);
  });
});
