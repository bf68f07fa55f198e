import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLANS } from '@core/plans/planTable';
import { assignPlan } from '../../commands/planAssigner';
import { teamMembers, teams } from '../../db/schema';
import { buildUser, type TTestUser } from '../../test/factories';
import { buildTestApp } from '../../test/testApp';

// Authorization edges of team mode: ids that look like uuids but are not, another team's ids, and
// joins that would put someone in two teams. Someone else's ids answer 403/404, never data or 500.
let harness: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  harness = await buildTestApp();
});
afterAll(async () => harness.close());

type TMethod = 'GET' | 'POST' | 'DELETE';
const call = (method: TMethod, url: string, user: TTestUser, payload?: object) =>
  harness.app.inject({ method, url, headers: { cookie: user.cookie }, ...(payload ? { payload } : {}) });
const invite = (admin: TTestUser, teamId: string, email: string) => call('POST', '/api/add/team/member', admin, { team_id: teamId, email });
const join = (user: TTestUser, teamId: string) => call('POST', '/api/join/team', user, { team_id: teamId });

/** A user on the team plan and the team it came with. */
async function teamAdmin(): Promise<{ admin: TTestUser; teamId: string }> {
  const admin = await buildUser(harness.app);
  await assignPlan(harness.ctx.db, admin.unique_id, PLANS.team_monthly_april_2024!);
  const [team] = await harness.ctx.db.select().from(teams).where(eq(teams.adminId, admin.unique_id));
  return { admin, teamId: team!.id };
}

async function memberOf(teamId: string, admin: TTestUser): Promise<TTestUser> {
  const member = await buildUser(harness.app);
  expect((await invite(admin, teamId, member.email)).statusCode).toBe(201);
  expect((await join(member, teamId)).statusCode).toBe(200);
  return member;
}

describe('ids shaped like a uuid that are not one', () => {
  // 36 characters of [0-9a-f-] passed the old checks and reached PostgreSQL's uuid cast: a 500.
  const NOT_UUIDS = ['a'.repeat(36), '-'.repeat(36), '0123456789abcdef0123456789abcdef----'];

  it.each(NOT_UUIDS)('%s answers 403 or 404 with a message on every route that takes an id', async (bad) => {
    const user = await buildUser(harness.app);
    const project = user.projects[0]!._id;
    const expectations: Array<[TMethod, string, object | undefined, number, RegExp]> = [
      ['GET', `/api/fetch/team/details?team_id=${bad}`, undefined, 403, /not a member of that team/],
      ['POST', '/api/add/team/member', { team_id: bad, email: 'someone@example.com' }, 403, /not a member of that team/],
      ['DELETE', `/api/delete/team/member?team_id=${bad}&email=someone@example.com`, undefined, 403, /not a member of that team/],
      ['POST', '/api/join/team', { team_id: bad }, 403, /no invitation to this team/],
      ['GET', `/api/fetch/assets?project_id=${bad}`, undefined, 404, /project does not exist/],
      ['GET', `/api/fetch/assets?project_id=${project}&team_id=${bad}`, undefined, 403, /not a member of that team/],
      ['GET', `/api/get/saved/copy/internal?copy_id=${bad}`, undefined, 404, /doc does not exist/],
      ['GET', `/api/get/saved/user/details?project_id=${bad}`, undefined, 404, /project does not exist/],
      ['GET', `/api/fetch/user/chat?chat_id=${bad}`, undefined, 404, /chat does not exist/],
      ['POST', '/api/create/user/copy', { project_id: bad, title: 'Doc' }, 404, /project does not exist/],
    ];
    for (const [method, url, payload, status, message] of expectations) {
      const response = await call(method, url, user, payload);
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(status);
      expect(response.json().message, url).toMatch(message);
    }
  });
});

describe('another team’s ids', () => {
  it('refuse a member of team A who names team B (403) or team B’s project with team A (404)', async () => {
    const a = await teamAdmin();
    const b = await teamAdmin();
    const member = await memberOf(a.teamId, a.admin);
    const bProject = b.admin.projects[0]!._id;
    const aProject = a.admin.projects[0]!._id;

    const withB = await call('GET', `/api/fetch/assets?project_id=${bProject}&team_id=${b.teamId}`, member);
    expect(withB.statusCode).toBe(403);
    const withA = await call('GET', `/api/fetch/assets?project_id=${bProject}&team_id=${a.teamId}`, member);
    expect(withA.statusCode).toBe(404);
    expect((await call('GET', `/api/get/saved/user/details?project_id=${bProject}&team_id=${a.teamId}`, member)).statusCode).toBe(404);
    expect((await call('POST', '/api/create/user/copy', member, { project_id: bProject, team_id: a.teamId, title: 'x' })).statusCode).toBe(404);
    expect((await call('GET', `/api/fetch/team/details?team_id=${b.teamId}`, member)).statusCode).toBe(403);
    // Their own team's project is theirs to reach in team mode.
    expect((await call('GET', `/api/fetch/assets?project_id=${aProject}&team_id=${a.teamId}`, member)).statusCode).toBe(200);
  });

  it('does not let a member invite or remove people: only the admin changes who is in the team', async () => {
    const a = await teamAdmin();
    const member = await memberOf(a.teamId, a.admin);
    const invited = await invite(member, a.teamId, 'friend@example.com');
    expect(invited.statusCode).toBe(403);
    expect(invited.json().message).toMatch(/Only the team admin/);
    const removed = await call('DELETE', `/api/delete/team/member?${new URLSearchParams({ team_id: a.teamId, email: a.admin.email })}`, member);
    expect(removed.statusCode).toBe(403);
  });
});

describe('a user is in one team', () => {
  it('lets one of two invitations accepted at once in, and refuses the other', async () => {
    const a = await teamAdmin();
    const b = await teamAdmin();
    const person = await buildUser(harness.app);
    await invite(a.admin, a.teamId, person.email);
    await invite(b.admin, b.teamId, person.email);
    const answers = await Promise.all([join(person, a.teamId), join(person, b.teamId)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const memberships = await harness.ctx.db.select().from(teamMembers).where(eq(teamMembers.userId, person.unique_id));
    expect(memberships).toHaveLength(1);
  });

  it('refuses a team admin who joins another team, with the reason', async () => {
    const a = await teamAdmin();
    const b = await teamAdmin();
    await invite(a.admin, a.teamId, b.admin.email);
    const refused = await join(b.admin, a.teamId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/admin of your own team/);
  });
});

describe('a team whose plan ended', () => {
  // docs/decisions.md, Teams: members keep reaching the team's projects and docs (nothing is lost
  // while the admin renews), but the team's pool answers 430, so nothing more is spent from it.
  it('keeps its projects reachable to members and refuses generating from its pool', async () => {
    const a = await teamAdmin();
    const member = await memberOf(a.teamId, a.admin);
    const project = a.admin.projects[0]!._id;
    await assignPlan(harness.ctx.db, a.admin.unique_id, PLANS.pro_monthly_usd_49!);
    expect((await call('GET', `/api/fetch/team/details?team_id=${a.teamId}`, member)).json().expired).toBe(true);
    expect((await call('GET', `/api/fetch/assets?project_id=${project}&team_id=${a.teamId}`, member)).statusCode).toBe(200);
    const generated = await call('POST', '/api/generate/query/stream', member, {
      unique_id: member.unique_id,
      team_id: a.teamId,
      project_id: project,
      query: 'What does the harbour guide say?',
      mode: 'instruct',
    });
    expect(generated.statusCode, generated.body).toBe(430);
  });
});
