import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { verifySpan } from '@core/analysis/claims';
import type { TFactCheck } from '@core/api/factcheck';
import { PLANS } from '@core/plans/planTable';
import { assignPlan } from '../../commands/planAssigner';
import type { TApp, TContext } from '../../context';
import { assetChunks, factCheckPages, factChecks, users } from '../../db/schema';
import { FACT_CHECK_RETRY } from '../../queues/factCheckJobs';
import { addTextAsset } from '../../retrieval/addTextAsset';
import { htmlPage, startLocalSite, type TLocalSite } from '../../retrieval/testing/localSite';
import { buildUser, type TTestUser } from '../../test/factories';
import { promptText, startFakeOpenAI, type TFakeProvider } from '../../test/fakeProviders/openaiCompatible';
import { startFakeSearch, type TFakeSearch } from '../../test/fakeProviders/searxng';
import { buildTestApp } from '../../test/testApp';
import { contentRunsOf, setContentRuns } from '../seo/seoBriefTestHelpers';

// The whole check through the HTTP layer and the job queue: the local OpenAI-compatible model gives
// verdicts (server/test/fakeProviders/factcheckAnswers.ts reads claim and passage [1]), a local
// SearXNG answers searches, and pages are served from 127.0.0.1.
let app: TApp;
let ctx: TContext;
let close: () => Promise<void>;
let fake: TFakeProvider;
let search: TFakeSearch;
let site: TLocalSite;
let writer: TTestUser;
let stranger: TTestUser;
let projectId: string;

const TOWER_ASSET = 'The Eiffel Tower was completed in March 1889 for the World Fair. It is 330 metres tall today.';
const TEXT = 'The Eiffel Tower was completed in 1887. The Eiffel Tower is 330 metres tall. The Statue of Liberty arrived in New York in 1885.';

beforeAll(async () => {
  FACT_CHECK_RETRY.limit = 1;
  FACT_CHECK_RETRY.delaySeconds = 1;
  fake = await startFakeOpenAI();
  search = await startFakeSearch();
  site = await startLocalSite({
    '/liberty': { body: htmlPage('Statue of Liberty history', ['The Statue of Liberty arrived in New York in June 1885, packed in 214 crates.', 'Other notes about the harbour.']) },
    '/snippet-only': { body: htmlPage('Harbour cranes', ['This page is about harbour cranes and nothing else at all.']) },
  });
  ({ app, ctx, close } = await buildTestApp({ OPENAI_COMPATIBLE_BASE_URL: fake.baseUrl, OPENAI_COMPATIBLE_MODEL: 'fake-model', SEARXNG_URL: search.url, FETCH_ALLOW_PRIVATE: 'true', CRAWL_HOST_INTERVAL_MS: '0' }));
  writer = await buildUser(app, { name: 'Wren Writer' });
  stranger = await buildUser(app, { name: 'Sid Stranger' });
  for (const user of [writer, stranger]) await assignPlan(ctx.db, user.unique_id, PLANS.premium_tier_1_monthly_june_2024!);
  projectId = writer.projects[0]!._id;
  await addTextAsset(ctx.db, { userId: writer.unique_id, projectId, kind: 'file', title: 'tower-notes.md', text: TOWER_ASSET });
});
afterAll(async () => {
  await close();
  await Promise.all([fake.close(), search.close(), site.close()]);
});
beforeEach(() => {
  fake.reset();
  search.answer([]);
});

const post = (payload: Record<string, unknown>, user = writer) =>
  app.inject({ method: 'POST', url: '/api/check/facts', headers: { cookie: user.cookie }, payload: { unique_id: user.unique_id, web: false, ...payload } });

async function waitForCheck(id: string, user = writer, timeoutMs = 20_000): Promise<TFactCheck> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await app.inject({ method: 'GET', url: `/api/check/facts/${id}?unique_id=${user.unique_id}`, headers: { cookie: user.cookie } });
    expect(response.statusCode, response.body).toBe(200);
    const check = response.json<{ check: TFactCheck }>().check;
    if (check.status === 'ready' || check.status === 'failed') return check;
    if (Date.now() > deadline) throw new Error(`check still ${check.status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function checked(payload: Record<string, unknown>, user = writer): Promise<TFactCheck> {
  const response = await post(payload, user);
  expect(response.statusCode, response.body).toBe(202);
  return waitForCheck(response.json<{ check: TFactCheck }>().check.id, user);
}

async function saveDoc(user: TTestUser, html: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/save/user/copy',
    headers: { cookie: user.cookie },
    payload: { unique_id: user.unique_id, project_id: user.projects[0]!._id, copy_to_save: html, output_type: 'blog' },
  });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json().copy._id as string;
}

const creditsUsed = async (user: TTestUser) => (await ctx.db.select({ used: users.creditsUsed }).from(users).where(eq(users.id, user.unique_id)))[0]!.used;
const claimOf = (check: TFactCheck, start: string) => check.claims.find((claim) => claim.text.startsWith(start))!;

describe('POST /api/check/facts with a model', () => {
  it('finds the claims, quotes exact passages of the assets and gives verdicts; one run and the written words are charged', async () => {
    await setContentRuns(ctx, writer, 5);
    const before = await creditsUsed(writer);
    const check = await checked({ text: TEXT, project_id: projectId });
    expect(check.status).toBe('ready');
    expect(check.engine).toBe('model');
    expect(check.claims.map((claim) => claim.text)).toEqual(['The Eiffel Tower was completed in 1887.', 'The Eiffel Tower is 330 metres tall.', 'The Statue of Liberty arrived in New York in 1885.']);
    const built = claimOf(check, 'The Eiffel Tower was completed');
    expect(built).toMatchObject({ verdict: 'contradicted', cited: [1], correction: 'The Eiffel Tower was completed in 1889.', start: 0 });
    expect(built.passages[0]).toMatchObject({ source: 'asset', title: 'tower-notes.md', text: 'The Eiffel Tower was completed in March 1889 for the World Fair.' });
    expect(built.gaps).toEqual([{ kind: 'date', claim: '1887', passage: 'March 1889', passage_n: 1 }]);
    expect(claimOf(check, 'The Eiffel Tower is 330')).toMatchObject({ verdict: 'supported', cited: [1] });
    // Nothing in the sources is about the statue: no model call, no citation.
    expect(claimOf(check, 'The Statue')).toMatchObject({ verdict: 'not_enough_evidence', passages: [], cited: [] });
    expect(check.summary).toEqual({ claims: 3, supported: 1, contradicted: 1, without_evidence: 1, to_check: 1, unchecked: 0 });
    // Every passage is the stored chunk's own text at its offsets.
    const chunks = await ctx.db.select({ text: assetChunks.text }).from(assetChunks);
    for (const passage of check.claims.flatMap((claim) => claim.passages)) expect(chunks.some((chunk) => verifySpan(chunk.text, passage))).toBe(true);
    // One standalone call and two verdicts; the model saw only the passages.
    expect(fake.requests).toHaveLength(3);
    expect(fake.requests.filter((request) => promptText(request.body).includes('Task: fact-check verdict.')).every((request) => !promptText(request.body).includes('Statue'))).toBe(true);
    expect(await contentRunsOf(ctx, writer)).toBe(4);
    expect(check.credits_charged).toBeGreaterThan(0);
    expect(await creditsUsed(writer)).toBeCloseTo(before + check.credits_charged, 5);
  });

  it('turns a verdict that cites no passage, or a passage it was not given, into "not enough evidence"', async () => {
    const nothing = await checked({ text: 'The Eiffel Tower fake-cite-nothing was completed in March 1889.', project_id: projectId });
    expect(nothing.claims[0]).toMatchObject({ verdict: 'not_enough_evidence', cited: [] });
    expect(nothing.claims[0]!.passages.length).toBeGreaterThan(0);
    const missing = await checked({ text: 'The Eiffel Tower fake-cite-missing was completed in March 1889.', project_id: projectId });
    expect(missing.claims[0]).toMatchObject({ verdict: 'not_enough_evidence', cited: [] });
    expect(missing.summary.supported).toBe(0);
  });

  it('quotes only the page as fetched: a search snippet that is not on the page is never a passage', async () => {
    search.answer([
      { title: 'Liberty', url: `${site.origin}/liberty`, snippet: 'The Statue of Liberty arrived in New York in 1885.' },
      { title: 'Cranes', url: `${site.origin}/snippet-only`, snippet: 'The Statue of Liberty arrived in New York in 1885.' },
    ]);
    const check = await checked({ text: 'The Statue of Liberty arrived in New York in 1885.', web: true });
    const claim = check.claims[0]!;
    expect(claim.passages.map((passage) => passage.url)).toEqual([`${site.origin}/liberty`]);
    expect(claim.passages[0]).toMatchObject({ source: 'web', text: 'The Statue of Liberty arrived in New York in June 1885, packed in 214 crates.' });
    expect(claim.verdict).toBe('supported');
    expect(check.notices).toContain('No project was given, so no assets were searched.');
    // The pages were kept only while the check ran.
    expect(await ctx.db.select().from(factCheckPages).where(eq(factCheckPages.checkId, check.id))).toEqual([]);
  });

  it('goes on without the web when the search provider fails, and says so', async () => {
    search.answer(500);
    const check = await checked({ text: 'The Eiffel Tower is 330 metres tall.', project_id: projectId, web: true });
    expect(check.status).toBe('ready');
    expect(check.claims[0]).toMatchObject({ verdict: 'supported' });
    expect(check.notices.some((notice) => notice.startsWith('A web search failed'))).toBe(true);
  });

  it('fails a check whose model keeps failing, and charges nothing', async () => {
    await setContentRuns(ctx, writer, 5);
    const before = await creditsUsed(writer);
    fake.setDefault(() => ({ kind: 'fail', status: 500 }));
    const check = await checked({ text: 'The Eiffel Tower is 330 metres tall.', project_id: projectId });
    expect(check.status).toBe('failed');
    expect(check.error).toContain('nothing was charged');
    expect(check.claims).toEqual([]);
    expect(await contentRunsOf(ctx, writer)).toBe(5);
    expect(await creditsUsed(writer)).toBe(before);
  });
});

describe('a doc checked again', () => {
  it('reuses the results of unchanged claims, looks up only the new one and charges only it', async () => {
    await setContentRuns(ctx, writer, 5);
    const docId = await saveDoc(writer, `<p>${TEXT}</p>`);
    const first = await checked({ text: TEXT, save_id: docId });
    expect(first.abilities.edit_doc).toBe(true);
    const requests = fake.requests.length;
    const edited = TEXT.replace('330 metres', '312 metres');
    const second = await checked({ text: edited, save_id: docId });
    expect(second.claims.map((claim) => claim.reused)).toEqual([true, false, true]);
    expect(claimOf(second, 'The Eiffel Tower is 312')).toMatchObject({ verdict: 'contradicted', correction: 'The Eiffel Tower is 330 metres tall.' });
    // The standalone call and one verdict: the unchanged claims were not asked again.
    expect(fake.requests.length - requests).toBe(2);
    expect(await contentRunsOf(ctx, writer)).toBe(3);
    // Nothing changed: ready at once, no run, no credits.
    const third = await post({ text: edited, save_id: docId });
    expect(third.statusCode).toBe(202);
    expect(third.json().check).toMatchObject({ status: 'ready', credits_charged: 0 });
    expect(await contentRunsOf(ctx, writer)).toBe(3);
    const latest = await app.inject({ method: 'GET', url: `/api/check/facts/latest?unique_id=${writer.unique_id}&save_id=${docId}`, headers: { cookie: writer.cookie } });
    expect(latest.json().check.id).toBe(third.json().check.id);
    expect((await app.inject({ method: 'GET', url: `/api/check/facts/latest?unique_id=${stranger.unique_id}&save_id=${docId}`, headers: { cookie: stranger.cookie } })).statusCode).toBe(404);
  });
});

describe('without a model (the offline engine)', () => {
  let offline: Awaited<ReturnType<typeof buildTestApp>>;
  let user: TTestUser;
  beforeAll(async () => {
    offline = await buildTestApp({});
    user = await buildUser(offline.app);
    await assignPlan(offline.ctx.db, user.unique_id, PLANS.premium_tier_1_monthly_june_2024!);
    await addTextAsset(offline.ctx.db, { userId: user.unique_id, projectId: user.projects[0]!._id, kind: 'file', title: 'tower-notes.md', text: TOWER_ASSET });
  });
  afterAll(() => offline.close());

  it('lists claims and passages, shows a number or date the passage gives otherwise, and never says "supported"', async () => {
    const response = await offline.app.inject({ method: 'POST', url: '/api/check/facts', headers: { cookie: user.cookie }, payload: { unique_id: user.unique_id, text: TEXT, project_id: user.projects[0]!._id } });
    expect(response.statusCode, response.body).toBe(202);
    const id = response.json().check.id as string;
    let check: TFactCheck;
    for (;;) {
      check = (await offline.app.inject({ method: 'GET', url: `/api/check/facts/${id}?unique_id=${user.unique_id}`, headers: { cookie: user.cookie } })).json().check;
      if (check.status === 'ready' || check.status === 'failed') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(check.engine).toBe('offline');
    expect(check.claims.map((claim) => claim.verdict)).toEqual(['unverified', 'unverified', 'unverified']);
    expect(check.claims[0]!.gaps).toEqual([{ kind: 'date', claim: '1887', passage: 'March 1889', passage_n: 1 }]);
    expect(check.claims[1]!.gaps).toEqual([]);
    expect(check.summary).toMatchObject({ supported: 0, contradicted: 0, to_check: 1, without_evidence: 1 });
    expect(check.credits_charged).toBe(0);
    expect(check.notices).toContain('Web search is not configured (SEARXNG_URL or BRAVE_SEARCH_API_KEY), so the web was not searched.');
  });
});

describe('bad input and other people’s ids', () => {
  it('refuses empty text, claim-free text and 100,000+ words with a message, and creates nothing', async () => {
    const rows = (await ctx.db.select().from(factChecks).where(eq(factChecks.userId, writer.unique_id))).length;
    expect((await post({ text: '   ' })).json()).toMatchObject({ error: 'bad_request', field: 'text', message: 'Paste or write the text to check first.' });
    expect((await post({ text: '<p></p>' })).json().message).toBe('Paste or write the text to check first.');
    const claimFree = await post({ text: 'I love a slow morning. What should we cook tonight? Try the soup first.' });
    expect(claimFree.statusCode).toBe(400);
    expect(claimFree.json().message).toMatch(/^No checkable claims were found/);
    const long = await post({ text: 'word '.repeat(100_001) });
    expect(long.json().message).toBe('The text is too long to check: at most 100,000 words at a time (this one has 100,001).');
    expect((await post({ text: TEXT, selection: { start: 10, end: 5 } })).json().field).toBe('selection');
    expect((await post({ text: TEXT, urls: ['ftp://example.com/x'] })).json().field).toBe('urls');
    expect((await ctx.db.select().from(factChecks).where(eq(factChecks.userId, writer.unique_id))).length).toBe(rows);
  });

  it('checks a one-claim text of three words, HTML read as its text, and only a selection', async () => {
    expect((await checked({ text: 'It cost $5.' })).claims.map((claim) => claim.text)).toEqual(['It cost $5.']);
    const html = await checked({ text: '<h2>Paris</h2><p>The Eiffel Tower is <strong>330 metres</strong> tall.</p>', project_id: projectId });
    expect(html.text).toBe('Paris\n\nThe Eiffel Tower is 330 metres tall.');
    expect(html.claims[0]).toMatchObject({ text: 'The Eiffel Tower is 330 metres tall.', start: 7 });
    const start = TEXT.indexOf('The Statue');
    const selected = await checked({ text: TEXT, selection: { start, end: TEXT.length } });
    expect(selected.claims.map((claim) => claim.text)).toEqual(['The Statue of Liberty arrived in New York in 1885.']);
  });

  it("refuses another user's doc, project, assets and checks (404), and a pool without runs (429)", async () => {
    // A person of their own: the route allows 20 checks a minute per person, and the tests above used many.
    const owner = await buildUser(app, { name: 'Olive Owner' });
    await assignPlan(ctx.db, owner.unique_id, PLANS.premium_tier_1_monthly_june_2024!);
    const ownProject = owner.projects[0]!._id;
    await addTextAsset(ctx.db, { userId: owner.unique_id, projectId: ownProject, kind: 'file', title: 'tower-notes.md', text: TOWER_ASSET });
    const strangersDoc = await saveDoc(stranger, `<p>${TEXT}</p>`);
    expect((await post({ text: TEXT, save_id: strangersDoc }, owner)).statusCode).toBe(404);
    expect((await post({ text: TEXT, project_id: stranger.projects[0]!._id }, owner)).statusCode).toBe(404);
    const strangersAsset = await addTextAsset(ctx.db, { userId: stranger.unique_id, projectId: stranger.projects[0]!._id, kind: 'file', title: 'secret.md', text: TOWER_ASSET });
    const foreignAsset = await post({ text: TEXT, project_id: ownProject, asset_ids: [strangersAsset.id] }, owner);
    expect(foreignAsset.statusCode, foreignAsset.body).toBe(404);
    const mine = await post({ text: 'The Eiffel Tower is 330 metres tall.', project_id: ownProject }, owner);
    const id = mine.json().check.id as string;
    expect((await app.inject({ method: 'GET', url: `/api/check/facts/${id}?unique_id=${stranger.unique_id}`, headers: { cookie: stranger.cookie } })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/check/facts/${id}?unique_id=${owner.unique_id}`, headers: { cookie: stranger.cookie } })).statusCode).toBe(403);
    await waitForCheck(id, owner);
    await setContentRuns(ctx, owner, 0);
    const noRuns = await post({ text: 'The Eiffel Tower is 331 metres tall.', project_id: ownProject }, owner);
    expect(noRuns.statusCode).toBe(429);
    expect(noRuns.json().error).toBe('runs_exhausted');
  });
});
