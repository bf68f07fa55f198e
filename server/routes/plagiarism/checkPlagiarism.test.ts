import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPlagiarismResult } from '@core/api/plagiarism';
import { PLANS } from '@core/plans/planTable';
import { assignPlan } from '../../commands/planAssigner';
import { fingerprintHashes, plagiarismChecks, teams, textFingerprints, users } from '../../db/schema';
import { rowsOf } from '../../db/rows';
import { htmlPage, startLocalSite, type TLocalSite } from '../../retrieval/testing/localSite';
import { startFakeCopyscape, type TFakeCopyscape } from '../../test/fakeProviders/copyscape';
import { startFakeSearch, type TFakeSearch } from '../../test/fakeProviders/searxng';
import { buildTestApp } from '../../test/testApp';
import { buildUser, type TTestUser } from '../../test/factories';
import { WEB_LIMITS } from '../../plagiarism/webComparison';
import { multipartBody } from '../assets/assetTestHelpers';

const COPIED =
  'Marbled newts migrate each spring toward shallow ponds that were dug by monks in the twelfth century, and the volunteers who count them carry lanterns, clipboards and buckets along the wet lanes.';
const FILLER = 'Our bakery opened on a rainy Tuesday with three ovens, one stubborn mixer and a queue of neighbours who wanted cinnamon buns before work.';
const WEB_TEXT =
  'Copper kettles from the old foundry in Rotterdam were shipped to Lisbon in crates of straw, where merchants sold them to sailors preparing for the long voyage to the spice islands.';

let harness: Awaited<ReturnType<typeof buildTestApp>>;
let search: TFakeSearch;
let copyscape: TFakeCopyscape;
let site: TLocalSite;
let ann: TTestUser;
let bob: TTestUser;

beforeAll(async () => {
  search = await startFakeSearch();
  copyscape = await startFakeCopyscape({ username: 'longform', apiKey: 'cs-key' });
  site = await startLocalSite({
    '/kettles': { body: htmlPage('Kettles of Rotterdam', [WEB_TEXT, 'Other words about the harbour and its cranes.']) },
    '/binary': { type: 'application/octet-stream', body: Buffer.from([0, 1, 2, 3]) },
  });
  harness = await buildTestApp({
    SEARXNG_URL: search.url,
    FETCH_ALLOW_PRIVATE: 'true',
    COPYSCAPE_USERNAME: 'longform',
    COPYSCAPE_API_KEY: 'cs-key',
    COPYSCAPE_URL: copyscape.url,
  });
  ann = await buildUser(harness.app, { name: 'Ann' });
  bob = await buildUser(harness.app, { name: 'Bob' });
  for (const user of [ann, bob]) await assignPlan(harness.ctx.db, user.unique_id, PLANS.premium_tier_1_monthly_june_2024!);
});
afterAll(async () => {
  await harness.close();
  await Promise.all([search.close(), copyscape.close(), site.close()]);
});

type TMethod = 'GET' | 'POST' | 'DELETE';
const call = (method: TMethod, url: string, user: TTestUser, payload?: object) =>
  harness.app.inject({ method, url, headers: { cookie: user.cookie }, ...(payload ? { payload } : {}) });

async function saveDoc(user: TTestUser, html: string, extra: object = {}): Promise<string> {
  const response = await call('POST', '/api/save/user/copy', user, { unique_id: user.unique_id, project_id: user.projects[0]!._id, copy_to_save: html, output_type: 'blog', ...extra });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json().copy._id as string;
}
const check = (user: TTestUser, text: string, extra: object = {}) => call('POST', '/api/check/plagiarism', user, { unique_id: user.unique_id, text, ...extra });
async function checked(user: TTestUser, text: string, extra: object = {}): Promise<TPlagiarismResult> {
  const response = await check(user, text, extra);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TPlagiarismResult>();
}
const runsLeft = async (userId: string) => (await harness.ctx.db.select({ runs: users.featureRuns }).from(users).where(eq(users.id, userId)))[0]!.runs.content_optimization;
const checkRows = async (userId: string) => harness.ctx.db.select().from(plagiarismChecks).where(eq(plagiarismChecks.userId, userId));

describe('POST /api/check/plagiarism: the workspace', () => {
  it("finds a copied paragraph of another of the user's docs, with its place in both texts, and charges one run", async () => {
    const sourceHtml = `<h2>Newts</h2><p>${FILLER}</p><p>${COPIED}</p>`;
    const sourceId = await saveDoc(ann, sourceHtml, { title: 'Newts' });
    const text = `My own introduction to the evening walk. ${COPIED} That is all I have to say.`;
    const runsBefore = await runsLeft(ann.unique_id);
    const result = await checked(ann, text);
    const source = result.result.find((found) => found.id === sourceId)!;
    expect(source).toMatchObject({ kind: 'doc', url: `/blogs/editor?copy_id=${sourceId}`, title: 'Newts', viewurl: null });
    const sourceText = `Newts\n\n${FILLER}\n\n${COPIED}`;
    const copiedWords = COPIED.slice(0, -1);
    expect(source.passages).toEqual([
      {
        text_start: text.indexOf(COPIED),
        text_end: text.indexOf(COPIED) + copiedWords.length,
        source_start: sourceText.indexOf(COPIED),
        source_end: sourceText.indexOf(COPIED) + copiedWords.length,
        text: copiedWords,
        source_text: copiedWords,
      },
    ]);
    // 32 copied words of 7 + 32 + 7 = 46 (69.6 %).
    expect(source.wordsmatched).toBe(32);
    expect(source.percentmatched).toBe(70);
    expect(result).toMatchObject({ querywords: 46, allwordsmatched: 32, allpercentmatched: 70, allviewurl: null, plagiarism_runs: 9, plagiarism_usage_ratio: 10 });
    expect(await runsLeft(ann.unique_id)).toBe(runsBefore - 1);
    expect(await checkRows(ann.unique_id)).toHaveLength(1);
  });

  it("never finds another user's doc", async () => {
    const bobText = `Bob wrote this first: ${COPIED.replace('Marbled', 'Spotted')}`;
    await saveDoc(bob, `<p>${bobText}</p>`);
    const result = await checked(ann, `A new paragraph by Ann. ${COPIED.replace('Marbled', 'Spotted')}`);
    expect(result.result.every((found) => found.kind !== 'doc' || found.title !== bobText.slice(0, 120))).toBe(true);
    const bobDocs = rowsOf<{ id: string }>(await harness.ctx.db.execute(sql`select id from blogs where user_id = ${bob.unique_id}`)).map((row) => row.id);
    expect(result.result.filter((found) => bobDocs.includes(found.id ?? ''))).toEqual([]);
  });

  it('leaves out the doc being checked (save_id) and keeps the result with it for GET …/latest', async () => {
    const own = `${COPIED.replace('twelfth', 'ninth')} Nothing else is in this doc at all today.`;
    const id = await saveDoc(ann, `<p>${own}</p>`);
    const result = await checked(ann, own, { save_id: id });
    expect(result.result.find((found) => found.id === id)).toBeUndefined();
    const latest = await call('GET', `/api/check/plagiarism/latest?unique_id=${ann.unique_id}&save_id=${id}`, ann);
    expect(latest.statusCode).toBe(200);
    expect(latest.json()).toEqual(result);
    expect((await call('GET', `/api/check/plagiarism/latest?unique_id=${bob.unique_id}&save_id=${id}`, bob)).statusCode).toBe(404);
    const never = await saveDoc(ann, '<p>A doc that was never checked for copies.</p>');
    expect((await call('GET', `/api/check/plagiarism/latest?unique_id=${ann.unique_id}&save_id=${never}`, ann)).statusCode).toBe(404);
  });

  it('compares pasted HTML as its text', async () => {
    const result = await checked(ann, `<h1>Walks</h1><p>Intro of mine.</p><p>${COPIED.replace('lanterns', '<strong>lanterns</strong>')}</p>`);
    const source = result.result.find((found) => found.kind === 'doc' && found.title === 'Newts')!;
    expect(source.passages[0]!.text).toBe(COPIED.slice(0, -1));
    expect(source.wordsmatched).toBe(32);
  });

  it("in team mode finds the team's docs (not the member's personal ones)", async () => {
    const admin = await buildUser(harness.app, { name: 'Tess Admin' });
    await assignPlan(harness.ctx.db, admin.unique_id, PLANS.team_monthly_april_2024!);
    const [team] = await harness.ctx.db.select().from(teams).where(eq(teams.adminId, admin.unique_id));
    const member = await buildUser(harness.app, { name: 'Tom Member' });
    expect((await call('POST', '/api/add/team/member', admin, { team_id: team!.id, email: member.email })).statusCode).toBeLessThan(300);
    expect((await call('POST', '/api/join/team', member, { team_id: team!.id })).statusCode).toBeLessThan(300);
    const teamDoc = await saveDoc(admin, `<p>${WEB_TEXT}</p>`, { team_id: team!.id });
    const personal = await saveDoc(admin, `<p>${WEB_TEXT}</p>`);
    const result = await checked(member, `Seen in the team's files: ${WEB_TEXT}`, { team_id: team!.id });
    const ids = result.result.filter((found) => found.kind === 'doc').map((found) => found.id);
    expect(ids).toContain(teamDoc);
    expect(ids).not.toContain(personal);
    expect((await check(member, WEB_TEXT, { team_id: 'not-my-team' })).statusCode).toBe(403);
  });
});

describe('POST /api/check/plagiarism: refusals', () => {
  it('needs 15 words, and charges nothing', async () => {
    const runs = await runsLeft(ann.unique_id);
    const rows = (await checkRows(ann.unique_id)).length;
    const response = await check(ann, 'one two three four five six seven eight nine ten eleven twelve thirteen fourteen');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'bad_request', message: 'At least 15 words are required to perform a search.' });
    expect((await check(ann, '<p></p>')).json().message).toBe('At least 15 words are required to perform a search.');
    expect(await runsLeft(ann.unique_id)).toBe(runs);
    expect(await checkRows(ann.unique_id)).toHaveLength(rows);
  });

  it('refuses an encoding other than UTF-8 and a doc the user may not read', async () => {
    expect((await check(ann, COPIED, { encoding: 'ISO-8859-1' })).json()).toMatchObject({ message: 'Only UTF-8 text can be checked (encoding "UTF-8").', field: 'encoding' });
    expect((await check(ann, COPIED, { encoding: 'UTF-8' })).statusCode).toBe(200);
    const bobsDoc = await saveDoc(bob, `<p>${FILLER}</p>`);
    expect((await check(ann, COPIED, { save_id: bobsDoc })).statusCode).toBe(404);
  });

  it('refuses more than 100,000 words', async () => {
    const response = await check(ann, 'word '.repeat(100_001));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The text is too long to check: at most 100,000 words at a time (this one has 100,001).');
  });

  it('refuses a plan without plagiarism checks', async () => {
    const trial = await buildUser(harness.app);
    const response = await check(trial, COPIED);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'plagiarism_not_in_plan', message: 'Your current plan does not support Plagiarism Check.' });
  });

  it("answers 429 when the runs or the month's checks are used, saving and charging nothing", async () => {
    const user = await buildUser(harness.app);
    await assignPlan(harness.ctx.db, user.unique_id, PLANS.premium_tier_1_monthly_june_2024!);
    await harness.ctx.db.update(users).set({ featureRuns: { autoblog_workflow: 5, content_optimization: 0 } }).where(eq(users.id, user.unique_id));
    const noRuns = await check(user, COPIED);
    expect(noRuns.statusCode).toBe(429);
    expect(noRuns.json().error).toBe('runs_exhausted');
    expect(await checkRows(user.unique_id)).toHaveLength(0);

    await harness.ctx.db.update(users).set({ featureRuns: { autoblog_workflow: 5, content_optimization: 50 } }).where(eq(users.id, user.unique_id));
    const result = { result: [], querywords: 0, plagiarism_usage_ratio: 0, allpercentmatched: 0, allwordsmatched: 0, allviewurl: null, plagiarism_runs: 0, notices: [], checked_at: new Date().toISOString() };
    await harness.ctx.db.insert(plagiarismChecks).values(Array.from({ length: 10 }, () => ({ userId: user.unique_id, words: 20, result })));
    const monthUsed = await check(user, COPIED);
    expect(monthUsed.statusCode).toBe(429);
    expect(monthUsed.json().error).toBe('plagiarism_runs_exhausted');
    expect(await runsLeft(user.unique_id)).toBe(50);
    // Last month's checks do not count.
    await harness.ctx.db.update(plagiarismChecks).set({ createdAt: new Date(Date.now() - 40 * 86_400_000) }).where(eq(plagiarismChecks.userId, user.unique_id));
    expect((await check(user, COPIED)).statusCode).toBe(200);
    expect(await runsLeft(user.unique_id)).toBe(49);
  });
});

describe('POST /api/check/plagiarism: the web and Copyscape', () => {
  it('searches distinctive sentences, compares the pages found and says which could not be read', async () => {
    search.answer([
      { title: 'Kettles', url: `${site.origin}/kettles`, snippet: 'Copper kettles' },
      { title: 'Binary', url: `${site.origin}/binary`, snippet: '' },
    ]);
    const text = `${WEB_TEXT} My grandmother kept one such kettle beside her stove for sixty winters.`;
    const result = await checked(bob, text);
    search.answer([]);
    expect(search.queries.some((query) => query.q.startsWith('Copper kettles from the old foundry'))).toBe(true);
    const page = result.result.find((found) => found.kind === 'web')!;
    expect(page).toMatchObject({ url: `${site.origin}/kettles`, title: 'Kettles of Rotterdam', wordsmatched: 31 });
    expect(page.passages[0]).toMatchObject({ text_start: 0, text: WEB_TEXT.slice(0, -1) });
    expect(result.notices).toContain(`${site.origin}/binary could not be compared: The address serves application/octet-stream, which cannot be read as a page.`);
  });

  it('goes on without a search that answers 500', async () => {
    search.answer(500);
    const result = await checked(bob, `${WEB_TEXT} And one more line of my own words here.`);
    search.answer([]);
    expect(result.notices.some((notice) => notice.startsWith('A web search failed (SearXNG answered 500)'))).toBe(true);
  });

  it('goes on without a search that times out', async () => {
    const wait = WEB_LIMITS.searchTimeoutMs;
    WEB_LIMITS.searchTimeoutMs = 200;
    search.answer({ results: [{ title: 'Late', url: `${site.origin}/kettles`, snippet: '' }], delayMs: 3_000 });
    try {
      const result = await checked(bob, `${WEB_TEXT} And one more line of my own words here.`);
      expect(result.notices).toContain('A web search failed (it took too long to answer); the check went on without it.');
      expect(result.result.filter((found) => found.kind === 'web')).toEqual([]);
    } finally {
      WEB_LIMITS.searchTimeoutMs = wait;
      search.answer([]);
    }
  });

  it("asks Copyscape with its form fields and lists its matches; its error is a notice", async () => {
    copyscape.answer({
      querywords: 40,
      count: 1,
      allpercentmatched: 50,
      allwordsmatched: 20,
      allviewurl: 'https://www.copyscape.com/view.php?all=1',
      result: [{ index: 1, url: 'https://elsewhere.example/copy', title: 'A copy', textsnippet: 'Copper kettles …', minwordsmatched: 12, viewurl: 'https://www.copyscape.com/view.php?o=1', percentmatched: 50, wordsmatched: 20 }],
    });
    const text = `${FILLER} ${FILLER}`;
    const result = await checked(bob, text, { full_comparision: 1, test: 1 });
    expect(copyscape.requests.at(-1)).toMatchObject({ u: 'longform', k: 'cs-key', o: 'csearch', e: 'UTF-8', t: text, c: '1', x: '1', f: 'json' });
    expect(result.result).toContainEqual({
      kind: 'copyscape',
      url: 'https://elsewhere.example/copy',
      title: 'A copy',
      id: null,
      textsnippet: 'Copper kettles …',
      wordsmatched: 20,
      percentmatched: 50,
      viewurl: 'https://www.copyscape.com/view.php?o=1',
      passages: [],
    });
    expect(result.allviewurl).toBe('https://www.copyscape.com/view.php?all=1');
    copyscape.answer({ error: 'Insufficient credit' });
    const failed = await checked(bob, text);
    expect(failed.notices).toContain('Copyscape refused the search: Insufficient credit The result covers the other sources.');
    copyscape.answer({ querywords: 0, count: 0, result: [] });
  });
});

describe('fingerprints stay current', () => {
  const fingerprintOf = async (column: 'blogId' | 'assetId', id: string) =>
    (await harness.ctx.db.select().from(textFingerprints).where(eq(textFingerprints[column], id)))[0];
  const hashRows = async (fingerprintId: number) => (await harness.ctx.db.select().from(fingerprintHashes).where(eq(fingerprintHashes.fingerprintId, fingerprintId))).length;

  it('when a doc is saved and deleted', async () => {
    const id = await saveDoc(ann, `<p>${FILLER}</p>`);
    const first = (await fingerprintOf('blogId', id))!;
    expect(first.wordCount).toBe(24);
    expect(await hashRows(first.id)).toBe(new Set(first.hashes).size);
    await saveDoc(ann, `<p>${FILLER}</p><p>${WEB_TEXT}</p>`, { save_id: id });
    const second = (await fingerprintOf('blogId', id))!;
    expect(second.wordCount).toBe(24 + 31);
    expect(await hashRows(second.id)).toBe(new Set(second.hashes).size);
    expect((await call('DELETE', `/api/delete/user/copy?unique_id=${ann.unique_id}&copy_id=${id}`, ann)).statusCode).toBeLessThan(300);
    expect(await fingerprintOf('blogId', id)).toBeUndefined();
  });

  it('when an asset is indexed and deleted, and the check finds it', async () => {
    const { payload, contentType } = multipartBody([{ filename: 'kettles.md', content: `# Kettles\n\n${WEB_TEXT}` }]);
    const upload = await harness.app.inject({ method: 'POST', url: `/api/upload/assets?project_id=${bob.projects[0]!._id}`, headers: { cookie: bob.cookie, 'content-type': contentType }, payload });
    const asset = upload.json().results[0].asset;
    expect(asset.status).toBe('ready');
    expect((await fingerprintOf('assetId', asset.id))!.wordCount).toBe(31);
    const result = await checked(bob, `${WEB_TEXT} A line that Bob added himself.`);
    expect(result.result.find((found) => found.kind === 'asset')).toMatchObject({ id: asset.id, title: 'kettles.md', url: `/assets?asset_id=${asset.id}`, wordsmatched: 31 });
    expect((await call('DELETE', `/api/delete/asset?unique_id=${bob.unique_id}&asset_id=${asset.id}`, bob)).statusCode).toBe(200);
    expect(await fingerprintOf('assetId', asset.id)).toBeUndefined();
  });

  it('fingerprints older docs lazily at the next check', async () => {
    const id = await saveDoc(ann, `<p>${WEB_TEXT.replace('Copper', 'Brass')}</p>`);
    await harness.ctx.db.delete(textFingerprints).where(eq(textFingerprints.blogId, id));
    const result = await checked(ann, `Brass was the metal. ${WEB_TEXT.replace('Copper', 'Brass')}`);
    expect(result.result.map((found) => found.id)).toContain(id);
    expect(await fingerprintOf('blogId', id)).toBeDefined();
  });
});
