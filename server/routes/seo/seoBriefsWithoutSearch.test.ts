import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSeoBrief } from '@core/api/seo';
import type { TApp, TContext } from '../../context';
import { eq } from 'drizzle-orm';
import { seoBriefs, teamMembers, teams } from '../../db/schema';
import { resumeUnfinishedBriefs } from '../../queues/seoBriefJobs';
import { addTextAsset } from '../../retrieval/addTextAsset';
import { startLocalSite, type TLocalSite } from '../../retrieval/testing/localSite';
import { NO_SEARCH_NOTICE } from '../../seo/briefPlanner';
import { savePageText } from '../../seo/briefStore';
import { buildUser, type TTestUser } from '../../test/factories';
import { buildTestApp } from '../../test/testApp';
import { contentRunsOf, setContentRuns, soilPage, waitForBrief } from './seoBriefTestHelpers';

// An installation without a search provider: a brief reads the pages the writer pastes and the
// project's own URL and domain assets about the keyword, and says so. Also: team docs, and a
// build interrupted by a restart.
let app: TApp;
let ctx: TContext;
let close: () => Promise<void>;
let site: TLocalSite;
let admin: TTestUser;
let member: TTestUser;
let outsider: TTestUser;
let flagsAdmin: TTestUser;
let flagged: TTestUser;
let teamId: string;

const soil = (title: string, words: string) => soilPage(title, ['Why does garden soil need compost?'], [`Garden soil and compost ${words}.`, 'Raised beds need garden soil and compost.']);

beforeAll(async () => {
  site = await startLocalSite({
    '/pasted': { body: soil('Pasted soil page', 'make raised beds grow') },
    '/second': { body: soil('Second soil page', 'keep raised beds moist') },
  });
  ({ app, ctx, close } = await buildTestApp({ FETCH_ALLOW_PRIVATE: 'true', FETCH_TIMEOUT_SECONDS: '1', CRAWL_HOST_INTERVAL_MS: '0', ADMIN_EMAILS: 'seo-flags-admin@example.com' }));
  admin = await buildUser(app);
  member = await buildUser(app);
  outsider = await buildUser(app);
  flagsAdmin = await buildUser(app, { email: 'seo-flags-admin@example.com' });
  flagged = await buildUser(app);
  for (const user of [admin, member, outsider]) await setContentRuns(ctx, user, 10);
  const [team] = await ctx.db.insert(teams).values({ adminId: admin.unique_id, planName: 'team_monthly_april_2024', creditLimit: 1000, maxMembers: 5, featureRuns: { autoblog_workflow: 0, content_optimization: 5 } }).returning();
  teamId = team!.id;
  await ctx.db.insert(teamMembers).values([admin, member].map((user) => ({ teamId, userId: user.unique_id })));
  const projectId = admin.projects[0]!._id;
  await addTextAsset(ctx.db, { userId: admin.unique_id, projectId, kind: 'url', title: 'Our soil guide', url: 'https://own.test/soil', html: soil('Our soil guide', 'feed our raised beds') });
  await addTextAsset(ctx.db, { userId: admin.unique_id, projectId, kind: 'url', title: 'Our bread recipe', url: 'https://own.test/bread', text: 'Sourdough bread needs a starter and time.' });
});
afterAll(async () => {
  await close();
  await site.close();
});

const create = (user: TTestUser, payload: object) =>
  app.inject({ method: 'POST', url: '/api/optimizer/seo/briefs', headers: { cookie: user.cookie }, payload: { unique_id: user.unique_id, keyword: 'garden soil', ...payload } });
const briefOf = (response: { statusCode: number; body: string; json: <T>() => T }): TSeoBrief => {
  if (response.statusCode >= 300) throw new Error(`${response.statusCode} ${response.body}`);
  return response.json<{ brief: TSeoBrief }>().brief;
};

describe('without a search provider', () => {
  it('reads the pasted pages and the project’s assets about the keyword, and says so', async () => {
    const response = await create(admin, { project_id: admin.projects[0]!._id, urls: [`${site.origin}/pasted`] });
    const { brief } = await waitForBrief(app, admin, briefOf(response).id);
    expect(brief.status, brief.error ?? '').toBe('ready');
    expect(brief.snapshot!.notices).toEqual([NO_SEARCH_NOTICE]);
    expect(brief.snapshot!.pages.map((page) => [page.url, page.origin, page.status])).toEqual([
      [`${site.origin}/pasted`, 'pasted', 'read'],
      ['https://own.test/soil', 'asset', 'read'],
    ]);
    expect(brief.snapshot!.terms.map((term) => term.key)).toEqual(expect.arrayContaining(['garden soil', 'compost']));
  });

  it('another person’s project is refused', async () => {
    const response = await create(outsider, { project_id: admin.projects[0]!._id });
    expect(response.statusCode).toBe(404);
  });
});

describe('team docs', () => {
  it('a brief of a team doc is every member’s, and no one else’s', async () => {
    const doc = await app.inject({
      method: 'POST',
      url: '/api/create/user/copy',
      headers: { cookie: admin.cookie },
      payload: { project_id: admin.projects[0]!._id, team_id: teamId, title: 'Team soil doc' },
    });
    const docId = doc.json<{ copy: { _id: string } }>().copy._id;
    const response = await create(member, { team_id: teamId, blog_id: docId, urls: [`${site.origin}/second`] });
    const { brief } = await waitForBrief(app, member, briefOf(response).id);
    expect(brief.status).toBe('ready');
    // The team's runs were used (team mode), not the member's own.
    expect(await contentRunsOf(ctx, member)).toBe(10);
    const [team] = await ctx.db.select({ runs: teams.featureRuns }).from(teams).where(eq(teams.id, teamId));
    expect(team!.runs.content_optimization).toBe(4);
    const seenByAdmin = await app.inject({ url: `/api/optimizer/seo/briefs/${brief.id}`, headers: { cookie: admin.cookie } });
    expect(seenByAdmin.statusCode).toBe(200);
    const listed = await app.inject({ url: `/api/optimizer/seo/briefs?blog_id=${docId}&team_id=${teamId}`, headers: { cookie: admin.cookie } });
    expect(listed.json<{ briefs: TSeoBrief[] }>().briefs.map((entry) => entry.id)).toEqual([brief.id]);
    const seenByOutsider = await app.inject({ url: `/api/optimizer/seo/briefs/${brief.id}`, headers: { cookie: outsider.cookie } });
    expect(seenByOutsider.statusCode).toBe(404);
    const asOutsider = await create(outsider, { team_id: teamId, urls: [`${site.origin}/second`] });
    expect(asOutsider.statusCode).toBe(403);
  });

  it('a brief of a member’s personal doc, asked or rebuilt in team mode, stays theirs and uses their own runs', async () => {
    const doc = await app.inject({ method: 'POST', url: '/api/create/user/copy', headers: { cookie: member.cookie }, payload: { project_id: member.projects[0]!._id, title: 'My own soil doc' } });
    const docId = doc.json<{ copy: { _id: string } }>().copy._id;
    const teamRuns = async () => (await ctx.db.select({ runs: teams.featureRuns }).from(teams).where(eq(teams.id, teamId)))[0]!.runs.content_optimization;
    const [ownBefore, teamBefore] = [await contentRunsOf(ctx, member), await teamRuns()];
    const { brief } = await waitForBrief(app, member, briefOf(await create(member, { team_id: teamId, blog_id: docId, urls: [`${site.origin}/second`, `${site.origin}/pasted`] })).id);
    expect(brief.status, brief.error ?? '').toBe('ready');
    expect([await contentRunsOf(ctx, member), await teamRuns()]).toEqual([ownBefore - 1, teamBefore]);
    expect((await app.inject({ url: `/api/optimizer/seo/briefs/${brief.id}`, headers: { cookie: admin.cookie } })).statusCode).toBe(404);

    const rebuilt = await app.inject({
      method: 'POST',
      url: `/api/optimizer/seo/briefs/${brief.id}/rebuild`,
      headers: { cookie: member.cookie },
      payload: { unique_id: member.unique_id, team_id: teamId, excluded_urls: [`${site.origin}/pasted`] },
    });
    const again = briefOf(rebuilt);
    expect([await contentRunsOf(ctx, member), await teamRuns()]).toEqual([ownBefore - 2, teamBefore]);
    expect((await app.inject({ url: `/api/optimizer/seo/briefs/${again.id}`, headers: { cookie: admin.cookie } })).statusCode).toBe(404);
  });
});

describe('the optimizer-seo flag', () => {
  it('turned off for a person refuses every brief call; back on, they work', async () => {
    await setContentRuns(ctx, flagged, 5);
    const queued = briefOf(await create(flagged, { urls: [`${site.origin}/pasted`] }));
    const setFlag = (value: boolean | null) =>
      app.inject({
        method: value === null ? 'DELETE' : 'PUT',
        url: '/api/admin/flags/optimizer-seo',
        headers: { cookie: flagsAdmin.cookie },
        ...(value === null ? {} : { payload: { overrides: [{ value, emails: [flagged.email] }] } }),
      });
    expect((await setFlag(false)).statusCode).toBe(200);
    const refused = [
      await create(flagged, {}),
      await app.inject({ url: `/api/optimizer/seo/briefs/${queued.id}`, headers: { cookie: flagged.cookie } }),
      await app.inject({ url: '/api/optimizer/seo/briefs', headers: { cookie: flagged.cookie } }),
      await app.inject({ method: 'POST', url: `/api/optimizer/seo/briefs/${queued.id}/rebuild`, headers: { cookie: flagged.cookie }, payload: { unique_id: flagged.unique_id, excluded_urls: [] } }),
    ];
    for (const response of refused) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toMatchObject({ message: 'Semantic SEO briefs are not available on your plan.' });
    }
    expect((await setFlag(null)).statusCode).toBe(200);
    expect((await waitForBrief(app, flagged, queued.id)).brief.status).toBe('ready');
  });
});

describe('a restart', () => {
  it('resumes a build where it stopped: pages read are not fetched again, and it is charged once', async () => {
    const runs = await contentRunsOf(ctx, outsider);
    // What a server that stopped mid-build leaves: /pasted read (its text kept), /second being read, no live job.
    const page = (url: string, status: 'read' | 'reading') => ({ url, title: url, rank: null, origin: 'pasted' as const, status, error: null, word_count: 0, headings: [] });
    const [row] = await ctx.db
      .insert(seoBriefs)
      .values({
        userId: outsider.unique_id,
        keyword: 'garden soil',
        language: 'English-US',
        country: 'United States',
        urls: [`${site.origin}/pasted`, `${site.origin}/second`],
        status: 'building',
        pages: [page(`${site.origin}/pasted`, 'read'), page(`${site.origin}/second`, 'reading')],
        pagesTotal: 2,
        pagesDone: 1,
        notices: [NO_SEARCH_NOTICE],
      })
      .returning();
    await savePageText(ctx.db, row!.id, `${site.origin}/pasted`, 'Garden soil and compost make raised beds grow. Raised beds need garden soil and compost.');
    const hitsBefore = site.hits.get('/pasted') ?? 0;
    const secondBefore = site.hits.get('/second') ?? 0;
    // Resuming twice (two servers starting) queues one job: the queue is exclusive per brief.
    expect(await resumeUnfinishedBriefs(ctx.jobs, ctx.db)).toBe(1);
    expect(await resumeUnfinishedBriefs(ctx.jobs, ctx.db)).toBe(1);
    const { brief } = await waitForBrief(app, outsider, row!.id);
    expect(brief.status).toBe('ready');
    expect(brief.pages.map((entry) => entry.status)).toEqual(['read', 'read']);
    expect(site.hits.get('/pasted') ?? 0).toBe(hitsBefore);
    expect(site.hits.get('/second')).toBe(secondBefore + 1);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await contentRunsOf(ctx, outsider)).toBe(runs - 1);
  });
});
