import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSeoBrief } from '@core/api/seo';
import type { TApp, TContext } from '../../context';
import { extractInWorker } from '../../retrieval/extract/extractInWorker';
import { startLocalSite, type TLocalSite } from '../../retrieval/testing/localSite';
import { seoBriefs } from '../../db/schema/seoBriefs';
import { LIST_LIMIT } from '../../queries/seoBriefList';
import { searchFailedNotice } from '../../seo/briefPlanner';
import { buildUser, type TTestUser } from '../../test/factories';
import { startFakeSearch, type TFakeSearch } from '../../test/fakeProviders/searxng';
import { buildTestApp } from '../../test/testApp';
import { contentRunsOf, setContentRuns, soilPage, waitForBrief } from './seoBriefTestHelpers';

// Briefs through the HTTP layer: a SearXNG-compatible fake answers the search; the competitor
// pages are served from 127.0.0.1 (private addresses allowed for this installation only).
let app: TApp;
let ctx: TContext;
let close: () => Promise<void>;
let search: TFakeSearch;
let site: TLocalSite;
let writer: TTestUser;
let stranger: TTestUser;
let docId: string;

const HUGE = 'x'.repeat(300_000);
const pages = {
  '/robots.txt': { type: 'text/plain', body: 'User-agent: *\nDisallow: /private\n' },
  '/one': {
    body: soilPage('Garden soil guide', ['Why does garden soil need compost?', 'Watering tips'], [
      'Garden soil needs compost every spring. Raised beds warm early in spring.',
      'Good garden soil holds water and drains well. Compost feeds garden soil.',
    ]),
  },
  '/two': {
    body: soilPage('Garden Soil Guide', ['Watering Tips', 'How to test garden soil'], [
      'Test garden soil before planting. Compost improves garden soil quickly.',
      'Raised beds need rich garden soil. Mulch keeps the soil moist in summer.',
    ]),
  },
  '/three': {
    body: soilPage('Compost for beginners', ['Why does garden soil need compost?'], [
      'Compost turns kitchen scraps into food for garden soil. Raised beds love compost.',
      'Spread compost on garden soil in autumn.',
    ]),
  },
  '/huge': { body: `<html><body><p>${HUGE}</p></body></html>` },
  '/binary': { body: Buffer.from([0x3c, 0x68, 0x31, 0x00, 0x00, 0xff, 0xfe, 0x00, 0x10]) },
  '/file.pdf': { type: 'application/pdf', body: '%PDF-1.4 not a page' },
  '/broken': { status: 500, body: 'server error' },
  '/private/notes': { body: soilPage('Private', ['Secret'], ['Garden soil secrets.']) },
};

const results = () => [
  { title: 'One', url: `${site.origin}/one`, snippet: 'garden soil' },
  { title: 'Two', url: `${site.origin}/two`, snippet: 'garden soil' },
  { title: 'Huge', url: `${site.origin}/huge`, snippet: '' },
  { title: 'Binary', url: `${site.origin}/binary`, snippet: '' },
  { title: 'PDF', url: `${site.origin}/file.pdf`, snippet: '' },
  { title: 'Broken', url: `${site.origin}/broken`, snippet: '' },
  { title: 'Slow', url: `${site.origin}/slow`, snippet: '' },
  { title: 'Private', url: `${site.origin}/private/notes`, snippet: '' },
];

beforeAll(async () => {
  search = await startFakeSearch();
  site = await startLocalSite({
    ...pages,
    // Answers after the fetch time limit (1 s here).
    '/slow': (_request, response) => {
      setTimeout(() => {
        if (response.destroyed) return;
        response.writeHead(200, { 'content-type': 'text/html' });
        response.end('<p>too late</p>');
      }, 2_500);
    },
  });
  ({ app, ctx, close } = await buildTestApp({
    SEARXNG_URL: search.url,
    FETCH_ALLOW_PRIVATE: 'true',
    FETCH_TIMEOUT_SECONDS: '1',
    FETCH_MAX_MB: '0.2',
    CRAWL_HOST_INTERVAL_MS: '0',
  }));
  // Pages are read in the extraction workers: started now, so a cold start (seconds on a busy
  // machine) does not outlast the slow page's 1 s limit and hide the build's progress between polls.
  await Promise.all([1, 2].map(() => extractInWorker('html', Buffer.from('<p>warm</p>'), ctx.uploads.limits)));
  writer = await buildUser(app);
  stranger = await buildUser(app);
  await setContentRuns(ctx, writer, 20);
  await setContentRuns(ctx, stranger, 5);
  const doc = await app.inject({
    method: 'POST',
    url: '/api/create/user/copy',
    headers: { cookie: writer.cookie },
    payload: { project_id: writer.projects[0]!._id, title: 'Soil doc' },
  });
  docId = doc.json<{ copy: { _id: string } }>().copy._id;
});
afterAll(async () => {
  await close();
  await Promise.all([search.close(), site.close()]);
});

const post = (user: TTestUser, url: string, payload: object) => app.inject({ method: 'POST', url, headers: { cookie: user.cookie }, payload: { unique_id: user.unique_id, ...payload } });
const create = (user: TTestUser, payload: object) => post(user, '/api/optimizer/seo/briefs', { keyword: 'garden soil', ...payload });
function briefOf(response: { statusCode: number; body: string; json: <T>() => T }): TSeoBrief {
  if (response.statusCode >= 300) throw new Error(`${response.statusCode} ${response.body}`);
  return response.json<{ brief: TSeoBrief }>().brief;
}

describe('building a brief', () => {
  let built: TSeoBrief;

  it('reads the top results with progress per page, lists the pages that fail with why, and charges one run', async () => {
    search.answer({ results: results(), related: ['Is clay soil bad?'] });
    const response = await create(writer, { blog_id: docId, urls: [`${site.origin}/three`] });
    expect(response.statusCode, response.body).toBe(201);
    expect(briefOf(response)).toMatchObject({ status: 'queued', blog_id: docId, snapshot: null, policies: { read: true, rebuild: true } });
    const { brief, seen } = await waitForBrief(app, writer, briefOf(response).id);
    built = brief;
    expect(search.queries.at(-1)).toMatchObject({ q: 'garden soil', language: 'en-US' });
    expect(seen.some((state) => state.status === 'building' && state.pages_done < state.pages_total && state.pages.some((page) => page.status === 'read'))).toBe(true);
    expect(brief.status, brief.error ?? '').toBe('ready');
    expect(brief.pages_done).toBe(9);
    expect(brief.pages_total).toBe(9);
    const byPath = Object.fromEntries(brief.snapshot!.pages.map((page) => [new URL(page.url).pathname, page]));
    expect(byPath['/one']).toMatchObject({ status: 'read', origin: 'search', rank: 1, title: 'One', error: null });
    expect(byPath['/one']!.headings).toEqual([
      { level: 1, text: 'Garden soil guide' },
      { level: 2, text: 'Why does garden soil need compost?' },
      { level: 2, text: 'Watering tips' },
    ]);
    expect(byPath['/three']).toMatchObject({ status: 'read', origin: 'pasted', rank: null, title: 'Compost for beginners' });
    expect(byPath['/huge']).toMatchObject({ status: 'failed', error: expect.stringMatching(/larger than/) });
    expect(byPath['/binary']).toMatchObject({ status: 'failed', error: 'The page is binary data, not a readable page.' });
    expect(byPath['/file.pdf']).toMatchObject({ status: 'failed', error: expect.stringMatching(/serves application\/pdf/) });
    expect(byPath['/broken']).toMatchObject({ status: 'failed', error: 'The site answered with status 500.' });
    expect(byPath['/slow']).toMatchObject({ status: 'failed', error: 'The site took too long to answer.' });
    expect(byPath['/private/notes']).toMatchObject({ status: 'failed', error: "The site's robots.txt does not allow reading this page." });
    expect(site.hits.get('/private/notes')).toBeUndefined();

    const snapshot = brief.snapshot!;
    expect(snapshot.terms.slice(0, 3).map((term) => term.key)).toEqual(expect.arrayContaining(['garden soil', 'compost']));
    expect(snapshot.terms.every((term) => term.pages >= 2 && term.min >= 1 && term.max >= term.min)).toBe(true);
    const counts = ['/one', '/two', '/three'].map((path) => byPath[path]!.word_count).sort((a, b) => a - b);
    expect(snapshot.target_words).toBe(counts[1]);
    expect(snapshot.common_headings).toEqual(expect.arrayContaining([{ text: 'Why does garden soil need compost?', pages: 2 }, { text: 'Watering Tips', pages: 2 }]));
    expect(snapshot.questions).toEqual(expect.arrayContaining([{ text: 'Is clay soil bad?', source: 'related' }, { text: 'Why does garden soil need compost?', source: 'heading' }]));
    expect(snapshot.notices).toEqual([]);
    expect(await contentRunsOf(ctx, writer)).toBe(19);
  });

  it('lists the doc’s briefs newest first, and the writer’s optimizer-page briefs apart', async () => {
    const list = await app.inject({ url: `/api/optimizer/seo/briefs?blog_id=${docId}`, headers: { cookie: writer.cookie } });
    expect(list.statusCode).toBe(200);
    expect(list.json<{ briefs: TSeoBrief[] }>().briefs[0]!.id).toBe(built.id);
    const own = await app.inject({ url: '/api/optimizer/seo/briefs', headers: { cookie: writer.cookie } });
    expect(own.json<{ briefs: TSeoBrief[] }>().briefs.map((brief) => brief.id)).not.toContain(built.id);
  });

  it('keeps a doc’s newest ready brief in its list when the newest ten failed', async () => {
    const doc = await app.inject({ method: 'POST', url: '/api/create/user/copy', headers: { cookie: writer.cookie }, payload: { project_id: writer.projects[0]!._id, title: 'Many briefs' } });
    const blogId = doc.json<{ copy: { _id: string } }>().copy._id;
    const base = { userId: writer.unique_id, blogId, keyword: 'garden soil', language: 'English-US', country: 'United States' };
    const day = (n: number) => new Date(Date.UTC(2026, 10, n));
    const [ready] = await ctx.db.insert(seoBriefs).values({ ...base, status: 'ready', createdAt: day(1) }).returning({ id: seoBriefs.id });
    await ctx.db.insert(seoBriefs).values(Array.from({ length: LIST_LIMIT }, (_, at) => ({ ...base, status: 'failed' as const, error: 'No page could be read.', createdAt: day(2 + at) })));
    const list = (await app.inject({ url: `/api/optimizer/seo/briefs?blog_id=${blogId}`, headers: { cookie: writer.cookie } })).json<{ briefs: TSeoBrief[] }>().briefs;
    expect(list).toHaveLength(LIST_LIMIT + 1);
    expect(list.slice(0, LIST_LIMIT).every((brief) => brief.status === 'failed')).toBe(true);
    expect(list.at(-1)).toMatchObject({ id: ready!.id, status: 'ready' });
  });

  it('rebuilds without a page from the texts already read: a new snapshot, nothing fetched, one run', async () => {
    const hitsBefore = new Map(site.hits);
    const one = `${site.origin}/one`;
    const response = await post(writer, `/api/optimizer/seo/briefs/${built.id}/rebuild`, { excluded_urls: [one] });
    expect(response.statusCode, response.body).toBe(201);
    const rebuilt = briefOf(response);
    expect(rebuilt.id).not.toBe(built.id);
    expect(rebuilt.status).toBe('ready');
    expect(rebuilt.snapshot!.pages.find((page) => page.url === one)).toMatchObject({ status: 'excluded' });
    expect(rebuilt.snapshot!.terms.every((term) => term.pages <= 2)).toBe(true);
    expect(site.hits).toEqual(hitsBefore);
    expect(await contentRunsOf(ctx, writer)).toBe(18);
    // The rebuilt brief can take the page back (its text came along).
    const back = await post(writer, `/api/optimizer/seo/briefs/${rebuilt.id}/rebuild`, { excluded_urls: [] });
    expect(briefOf(back).snapshot!.pages.find((page) => page.url === one)).toMatchObject({ status: 'read' });
    expect(briefOf(back).snapshot!.terms).toEqual(built.snapshot!.terms);
    expect(await contentRunsOf(ctx, writer)).toBe(17);
  });

  it('refuses a rebuild without any page read or with a page it does not have, charging nothing', async () => {
    const read = built.snapshot!.pages.filter((page) => page.status === 'read').map((page) => page.url);
    const none = await post(writer, `/api/optimizer/seo/briefs/${built.id}/rebuild`, { excluded_urls: read });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toMatch(/at least one page/);
    const unknown = await post(writer, `/api/optimizer/seo/briefs/${built.id}/rebuild`, { excluded_urls: ['https://elsewhere.test/'] });
    expect(unknown.statusCode).toBe(400);
    expect(await contentRunsOf(ctx, writer)).toBe(17);
  });

  it('another person reaches neither the brief nor the doc', async () => {
    const read = await app.inject({ url: `/api/optimizer/seo/briefs/${built.id}`, headers: { cookie: stranger.cookie } });
    expect(read.statusCode).toBe(404);
    const rebuild = await post(stranger, `/api/optimizer/seo/briefs/${built.id}/rebuild`, { excluded_urls: [] });
    expect(rebuild.statusCode).toBe(404);
    const list = await app.inject({ url: `/api/optimizer/seo/briefs?blog_id=${docId}`, headers: { cookie: stranger.cookie } });
    expect(list.statusCode).toBe(404);
    const onDoc = await create(stranger, { blog_id: docId });
    expect(onDoc.statusCode).toBe(404);
    const onProject = await create(stranger, { project_id: writer.projects[0]!._id });
    expect(onProject.statusCode).toBe(404);
    const asWriter = await create(stranger, { unique_id: writer.unique_id });
    expect(asWriter.statusCode).toBe(403);
    expect(await contentRunsOf(ctx, stranger)).toBe(5);
  });
});

describe('when the search fails', () => {
  it('answering 500: builds from the pasted pages and says so', async () => {
    search.answer(500);
    const response = await create(writer, { urls: [`${site.origin}/one`, `${site.origin}/two`, 'ftp://files.test/soil.txt'] });
    const { brief } = await waitForBrief(app, writer, briefOf(response).id);
    expect(brief.status).toBe('ready');
    expect(brief.snapshot!.pages.map((page) => [page.origin, page.status, page.error])).toEqual([
      ['pasted', 'read', null],
      ['pasted', 'read', null],
      ['pasted', 'failed', 'Only http:// and https:// addresses can be read.'],
    ]);
    expect(brief.snapshot!.notices).toEqual([searchFailedNotice('SearXNG answered 500'), "None of your project's URL or domain assets is about this keyword."]);
  });

  it('timing out: builds from the pasted pages and says it took too long', async () => {
    search.answer({ results: results(), delayMs: 3_000 });
    const response = await create(writer, { urls: [`${site.origin}/two`] });
    const { brief } = await waitForBrief(app, writer, briefOf(response).id);
    expect(brief.status).toBe('ready');
    expect(brief.snapshot!.notices[0]).toBe(searchFailedNotice('it took too long'));
  });

  it('with nothing else to read, fails with a clear message and charges nothing', async () => {
    search.answer(500);
    const runs = await contentRunsOf(ctx, writer);
    const { brief } = await waitForBrief(app, writer, briefOf(await create(writer, {})).id);
    expect(brief).toMatchObject({ status: 'failed', snapshot: null, pages: [], error: 'There were no pages to read, so no brief was built (nothing was charged).' });
    expect(await contentRunsOf(ctx, writer)).toBe(runs);
  });
});

describe('runs', () => {
  it('every page failing fails the brief, listing each page, and charges nothing', async () => {
    search.answer([{ title: 'Broken', url: `${site.origin}/broken`, snippet: '' }]);
    const runs = await contentRunsOf(ctx, writer);
    const { brief } = await waitForBrief(app, writer, briefOf(await create(writer, { urls: [`${site.origin}/file.pdf`] })).id);
    expect(brief.status).toBe('failed');
    expect(brief.error).toBe('None of the 2 pages could be read, so no brief was built (nothing was charged). Each page says why.');
    expect(brief.pages.map((page) => page.status)).toEqual(['failed', 'failed']);
    expect(await contentRunsOf(ctx, writer)).toBe(runs);
  });

  it('no runs left: refused at once with 429; runs gone by the end: the brief fails with the runs message', async () => {
    await setContentRuns(ctx, stranger, 0);
    const refused = await create(stranger, { urls: [`${site.origin}/one`] });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: 'runs_exhausted' });

    await setContentRuns(ctx, stranger, 1);
    search.answer([]);
    const queued = await create(stranger, { urls: [`${site.origin}/one`] });
    expect(queued.statusCode).toBe(201);
    await setContentRuns(ctx, stranger, 0);
    const { brief } = await waitForBrief(app, stranger, briefOf(queued).id);
    expect(brief).toMatchObject({ status: 'failed', snapshot: null, error: 'You have used all the runs of this feature in your plan.' });
    expect(brief.pages[0]).toMatchObject({ status: 'read' });
    expect(await contentRunsOf(ctx, stranger)).toBe(0);
  });

  it('bad input gets a clear message', async () => {
    const empty = await create(writer, { keyword: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/Enter a target keyword/);
    const many = await create(writer, { urls: Array.from({ length: 11 }, (_, index) => `https://x.test/${index}`) });
    expect(many.statusCode).toBe(400);
    const notUrl = await create(writer, { urls: ['garden soil'] });
    expect(notUrl.statusCode).toBe(400);
    const badId = await app.inject({ url: '/api/optimizer/seo/briefs/not-a-uuid', headers: { cookie: writer.cookie } });
    expect(badId.statusCode).toBe(404);
  });
});
