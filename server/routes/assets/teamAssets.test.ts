import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAssetChunksResponse, TAssetListResponse, TAssetResponse, TAssetSearchResponse, TUploadAssetsResponse } from '@core/api/assets';
import type { TApp, TContext } from '../../context';
import { teamMembers, teams } from '../../db/schema';
import { SELECTED_ASSET_MISSING } from '../../policies/selectedAssets';
import { addTextAsset } from '../../retrieval/addTextAsset';
import { parseSseEvents, streamedText } from '../../test/fakeProviders/sseEvents';
import { buildUser, type TTestUser } from '../../test/factories';
import { buildTestApp } from '../../test/testApp';
import { multipartBody } from './assetTestHelpers';

// Team members share the admin's projects (spec §6): with team_id they reach its assets like the
// admin does; without it, with a team they are not in, or for another team's project, they do not.
let app: TApp;
let ctx: TContext;
let close: () => Promise<void>;
let admin: TTestUser;
let member: TTestUser;
let otherAdmin: TTestUser;
let stranger: TTestUser;
let teamId: string;
let otherTeamId: string;
let adminProject: string;
let adminAssetId: string;
let strangerAssetId: string;

async function makeTeam(owner: TTestUser, members: TTestUser[]): Promise<string> {
  const [team] = await ctx.db.insert(teams).values({ adminId: owner.unique_id, planName: 'team_monthly_april_2024', creditLimit: 1000, maxMembers: 5 }).returning();
  await ctx.db.insert(teamMembers).values([owner, ...members].map((user) => ({ teamId: team!.id, userId: user.unique_id })));
  return team!.id;
}

beforeAll(async () => {
  ({ app, ctx, close } = await buildTestApp());
  admin = await buildUser(app, { project_name: 'Admin site' });
  member = await buildUser(app, { project_name: 'Member own' });
  otherAdmin = await buildUser(app, { project_name: 'Other team site' });
  stranger = await buildUser(app, { project_name: 'Stranger site' });
  teamId = await makeTeam(admin, [member]);
  otherTeamId = await makeTeam(otherAdmin, []);
  adminProject = admin.projects[0]!._id;
  const text = '# Harbour guide\n\nThe harbour ferry leaves every forty minutes from pier three.';
  adminAssetId = (await addTextAsset(ctx.db, { userId: admin.unique_id, projectId: adminProject, kind: 'file', title: 'harbour.md', text })).id;
  const secret = '# Stranger notes\n\nThe harbour ferry secretly leaves from pier nine.';
  strangerAssetId = (await addTextAsset(ctx.db, { userId: stranger.unique_id, projectId: stranger.projects[0]!._id, kind: 'file', title: 'secret.md', text: secret })).id;
});
afterAll(() => close());

const get = (user: TTestUser, url: string) => app.inject({ method: 'GET', url, headers: { cookie: user.cookie } });
const withTeam = (team: string | null) => (team ? `&team_id=${team}` : '');
const list = (user: TTestUser, projectId: string, team: string | null) => get(user, `/api/fetch/assets?project_id=${projectId}${withTeam(team)}`);

async function upload(user: TTestUser, projectId: string, team: string | null) {
  const { payload, contentType } = multipartBody([{ filename: 'timetable.txt', content: 'The night ferry runs on Fridays only.' }]);
  return app.inject({
    method: 'POST',
    url: `/api/upload/assets?project_id=${projectId}${withTeam(team)}`,
    headers: { cookie: user.cookie, 'content-type': contentType },
    payload,
  });
}

describe('assets of a team project', () => {
  it('a member lists, uploads to, previews, searches and deletes in the admin’s project with team_id', async () => {
    const listed = await list(member, adminProject, teamId);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json<TAssetListResponse>().assets.map((asset) => asset.id)).toEqual([adminAssetId]);

    const uploaded = await upload(member, adminProject, teamId);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const added = uploaded.json<TUploadAssetsResponse>().results[0]!.asset!;
    expect(added).toMatchObject({ project_id: adminProject, status: 'ready', title: 'timetable.txt' });
    // The admin sees what the member added: one shared project.
    expect((await list(admin, adminProject, null)).json<TAssetListResponse>().total).toBe(2);

    expect((await get(member, `/api/fetch/asset?asset_id=${adminAssetId}${withTeam(teamId)}`)).json<TAssetResponse>().asset.title).toBe('harbour.md');
    const chunks = await get(member, `/api/fetch/asset/chunks?asset_id=${adminAssetId}${withTeam(teamId)}`);
    expect(chunks.json<TAssetChunksResponse>().chunks[0]!.text).toContain('pier three');

    const search = await get(member, `/api/search/assets?project_id=${adminProject}&q=night%20ferry${withTeam(teamId)}`);
    expect(search.statusCode, search.body).toBe(200);
    expect(search.json<TAssetSearchResponse>().passages[0]).toMatchObject({ asset_id: added.id, title: 'timetable.txt' });

    const deleted = await app.inject({ method: 'DELETE', url: `/api/delete/asset?asset_id=${added.id}${withTeam(teamId)}`, headers: { cookie: member.cookie } });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await list(admin, adminProject, null)).json<TAssetListResponse>().total).toBe(1);
  });

  it('without team_id the admin’s project and its assets read as missing (404)', async () => {
    expect((await list(member, adminProject, null)).statusCode).toBe(404);
    expect((await upload(member, adminProject, null)).statusCode).toBe(404);
    expect((await get(member, `/api/fetch/asset?asset_id=${adminAssetId}`)).statusCode).toBe(404);
    expect((await get(member, `/api/search/assets?project_id=${adminProject}&q=ferry`)).statusCode).toBe(404);
    const deleted = await app.inject({ method: 'DELETE', url: `/api/delete/asset?asset_id=${adminAssetId}`, headers: { cookie: member.cookie } });
    expect(deleted.statusCode).toBe(404);
  });

  it('a team the caller is not in answers 403; another team’s project 404', async () => {
    expect((await list(stranger, adminProject, teamId)).statusCode).toBe(403);
    expect((await get(stranger, `/api/fetch/asset?asset_id=${adminAssetId}${withTeam(teamId)}`)).statusCode).toBe(403);
    expect((await list(member, adminProject, 'not-a-team')).statusCode).toBe(403);
    // The member's own team does not open the other team's (or a stranger's) projects.
    expect((await list(member, otherAdmin.projects[0]!._id, teamId)).statusCode).toBe(404);
    expect((await get(member, `/api/fetch/asset?asset_id=${strangerAssetId}${withTeam(teamId)}`)).statusCode).toBe(404);
    // Nor does another team's id open this team's projects to its own members.
    expect((await list(otherAdmin, adminProject, otherTeamId)).statusCode).toBe(404);
    // Team projects are the admin's: the admin does not reach a member's own project.
    expect((await list(admin, member.projects[0]!._id, teamId)).statusCode).toBe(404);
  });

  it('the owner still reaches their project with or without team_id', async () => {
    expect((await list(admin, adminProject, null)).statusCode).toBe(200);
    expect((await list(admin, adminProject, teamId)).statusCode).toBe(200);
  });

  it('a member who leaves the team loses the team’s projects', async () => {
    const leaver = await buildUser(app);
    const team = await makeTeam(admin, [leaver]);
    expect((await list(leaver, adminProject, team)).statusCode).toBe(200);
    await ctx.db.delete(teamMembers).where(and(eq(teamMembers.teamId, team), eq(teamMembers.userId, leaver.unique_id)));
    expect((await list(leaver, adminProject, team)).statusCode).toBe(403);
  });
});

describe('FactGPT over a team project', () => {
  const ask = (user: TTestUser, body: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: '/api/generate/query/stream',
      headers: { cookie: user.cookie },
      payload: { unique_id: user.unique_id, query: 'When does the harbour ferry leave?', mode: 'file', ...body },
    });
  const files = (...ids: string[]) => ({ filename: ids.map((id) => ({ asset_id: id, label: 'a file' })), url: [], domain: [] });

  it('a member answers from the admin’s project’s file in team mode', async () => {
    const response = await ask(member, { team_id: teamId, project_id: adminProject, search_obj: files(adminAssetId) });
    expect(response.statusCode, response.body).toBe(200);
    const events = parseSseEvents(response.body);
    expect(streamedText(events)).toContain('pier three');
    const citations = events.find((event) => event.event === 'citations');
    expect(citations?.event === 'citations' && citations.data.citations[0]).toMatchObject({ asset_id: adminAssetId, title: 'harbour.md' });
  });

  it('refuses a stranger’s file, selected in a reachable project or named through its own project', async () => {
    const inTeamProject = await ask(member, { team_id: teamId, project_id: adminProject, search_obj: files(adminAssetId, strangerAssetId) });
    expect(inTeamProject.statusCode).toBe(404);
    expect(inTeamProject.json()).toMatchObject({ error: 'not_found', message: SELECTED_ASSET_MISSING, field: 'search_obj' });
    const inOwnProject = await ask(member, { project_id: member.projects[0]!._id, search_obj: files(strangerAssetId) });
    expect(inOwnProject.statusCode).toBe(404);
    const strangersProject = await ask(member, { team_id: teamId, project_id: stranger.projects[0]!._id, search_obj: files(strangerAssetId) });
    expect(strangersProject.statusCode).toBe(404);
    expect(strangersProject.json().message).toBe('That project does not exist.');
  });

  it('refuses the admin’s project without team_id', async () => {
    const response = await ask(member, { project_id: adminProject, search_obj: files(adminAssetId) });
    expect(response.statusCode).toBe(404);
  });
});
