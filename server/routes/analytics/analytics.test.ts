import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAnalyticsReport } from '@core/api/analytics';
import { PLAN_LIST } from '@core/plans/planTable';
import { specAnalyticsKind } from '@core/plans/testing/specFacts';
import { analyticsWorld, utcDaysAgo } from '../../analytics/analyticsTestHelpers';
import { assignPlan } from '../../commands/planAssigner';
import { teamMembers } from '../../db/schema';
import { buildUser, type TTestUser } from '../../test/factories';
import { buildTestApp } from '../../test/testApp';

let harness: Awaited<ReturnType<typeof buildTestApp>>;
let world: ReturnType<typeof analyticsWorld>;
beforeAll(async () => {
  harness = await buildTestApp();
  world = analyticsWorld(harness);
});
afterAll(async () => harness.close());

const TODAY = utcDaysAgo(0);
const MONTH = { from: utcDaysAgo(29), to: TODAY };
const query = (period: { from?: string; to?: string; team_id?: string }) => new URLSearchParams(period as Record<string, string>).toString();
const report = (user: TTestUser | null, period: { from?: string; to?: string; team_id?: string } = MONTH) => world.call('GET', `/api/analytics?${query(period)}`, user);
const csv = (user: TTestUser | null, period: { from?: string; to?: string; team_id?: string } = MONTH) => world.call('GET', `/api/analytics.csv?${query(period)}`, user);

/** The report's all-features line of one member. */
const totalOf = (body: TAnalyticsReport, id: string) => body.totals.find((line) => line.unique_id === id && line.feature === null);
const lineOf = (body: TAnalyticsReport, id: string, feature: string) => body.totals.find((line) => line.unique_id === id && line.feature === feature);

describe('who may read analytics (spec §6)', () => {
  it('answers byok and lifetime plans and anyone in a team, and refuses everyone else (403) on both calls', async () => {
    const ids = PLAN_LIST.map((plan) => plan.id).filter((id) => id !== 'no_user');
    expect(ids.length).toBeGreaterThan(20);
    const outcomes: string[] = [];
    for (const id of ids) {
      const user = await buildUser(harness.app);
      await assignPlan(harness.ctx.db, user.unique_id, PLAN_LIST.find((plan) => plan.id === id)!);
      const inTeam = (await harness.ctx.db.select().from(teamMembers).where(eq(teamMembers.userId, user.unique_id))).length > 0;
      // Spec §6, read from the plan's name: byok and lifetime plans; forever-free only in a team of a team kind; otherwise in a team.
      const kind = specAnalyticsKind(id);
      const allowed = kind === 'byok' || kind === 'lifetime' || (kind === 'other' && inTeam);
      const [json, file] = [await report(user), await csv(user)];
      outcomes.push(`${id}: ${json.statusCode}/${file.statusCode}`);
      expect([json.statusCode, file.statusCode], id).toEqual(allowed ? [200, 200] : [403, 403]);
      if (!allowed) expect(json.json().message).toBe('Analytics are not available on your plan.');
    }
    // Both answers occur: the rule is not open or closed to everyone.
    expect(outcomes.some((line) => line.endsWith('200/200'))).toBe(true);
    expect(outcomes.some((line) => line.endsWith('403/403'))).toBe(true);
  });

  it('refuses a signed-out visitor (401) and a team the person is not in (403)', async () => {
    const { admin, teamId } = await world.teamAdmin();
    const other = await world.teamAdmin('Olga Other');
    expect((await report(null)).statusCode).toBe(401);
    expect((await csv(null)).statusCode).toBe(401);
    const refused = await report(other.admin, { ...MONTH, team_id: teamId });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/not a member of that team/);
    expect((await csv(other.admin, { ...MONTH, team_id: teamId })).statusCode).toBe(403);
    expect((await report(admin, { ...MONTH, team_id: other.teamId })).statusCode).toBe(403);
  });
});

describe('the figures', () => {
  it('equal the usage recorded: the admin sees every member of the team, a member only themselves', async () => {
    const { admin, teamId } = await world.teamAdmin();
    const member = await world.memberOf(teamId, admin);
    const team = { teamId };
    // Generations charged through the real route: 0.8 + 0.9 is 1.7000000000000002 in floating point.
    expect(await world.charge(admin, 170, 'factgpt', teamId)).toBe(1.7);
    expect(await world.charge(member, 80, 'writing_tool', teamId)).toBe(0.8);
    expect(await world.charge(member, 90, 'writing_tool', teamId)).toBe(0.9);
    expect(await world.charge(admin, 50, 'factgpt')).toBe(0.5);
    await world.doc(member, team);
    await world.doc(member, { teamId, at: new Date(Date.now() - 3 * 86_400_000) });
    await world.doc(member, { teamId, at: new Date(Date.now() - 40 * 86_400_000) });
    await world.plagiarismCheck(member, team);
    await world.factCheck(member, 'ready', team);
    await world.factCheck(member, 'failed', team);
    await world.seoBrief(admin, 'ready', team);
    await world.seoBrief(admin, 'failed', team);
    await world.autoblogRun(admin, 'autoblog', ['done', 'done', 'failed'], team);
    await world.autoblogRun(member, 'workflow', ['done'], team);

    const response = await report(admin, { ...MONTH, team_id: teamId });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<TAnalyticsReport>();
    expect(body).toMatchObject({ ...MONTH, bucket: 'day', scope: 'team', team_id: teamId, all_members: true });
    expect(body.members).toEqual([
      { unique_id: admin.unique_id, name: 'Ann Admin', email: admin.email, current_member: true },
      { unique_id: member.unique_id, name: 'Max Member', email: member.email, current_member: true },
    ]);
    expect(totalOf(body, admin.unique_id)).toEqual({ unique_id: admin.unique_id, feature: null, credits: '1.7', words: 170, runs: 3, docs: 0, checks: 0 });
    expect(totalOf(body, member.unique_id)).toEqual({ unique_id: member.unique_id, feature: null, credits: '1.7', words: 170, runs: 3, docs: 2, checks: 2 });
    expect(lineOf(body, member.unique_id, 'writing_tool')).toMatchObject({ credits: '1.7', words: 170, runs: 0 });
    expect(lineOf(body, member.unique_id, 'plagiarism')).toMatchObject({ credits: '0.0', runs: 1, checks: 1 });
    expect(lineOf(body, member.unique_id, 'factcheck')).toMatchObject({ runs: 1, checks: 1 });
    expect(lineOf(body, member.unique_id, 'workflow')).toMatchObject({ runs: 1 });
    expect(lineOf(body, member.unique_id, 'docs')).toMatchObject({ docs: 2 });
    expect(lineOf(body, admin.unique_id, 'autoblog')).toMatchObject({ runs: 2 });
    expect(lineOf(body, admin.unique_id, 'seo_brief')).toMatchObject({ runs: 1, checks: 0 });
    // One point per day and member: today's, and the doc of three days ago.
    expect(body.series.filter((point) => point.unique_id === member.unique_id)).toEqual([
      { date: utcDaysAgo(3), unique_id: member.unique_id, credits: '0.0', words: 0, runs: 0, docs: 1, checks: 0 },
      { date: TODAY, unique_id: member.unique_id, credits: '1.7', words: 170, runs: 3, docs: 1, checks: 2 },
    ]);

    // A member reads the team's pool too, but only their own usage in it.
    const own = (await report(member, { ...MONTH, team_id: teamId })).json<TAnalyticsReport>();
    expect(own).toMatchObject({ scope: 'team', all_members: false });
    expect(own.members.map((person) => person.unique_id)).toEqual([member.unique_id]);
    expect(new Set(own.totals.map((line) => line.unique_id))).toEqual(new Set([member.unique_id]));
    expect(totalOf(own, member.unique_id)).toEqual(totalOf(body, member.unique_id));

    // Without team mode: the person's own pool only (the admin's personal generation).
    const personal = (await report(admin)).json<TAnalyticsReport>();
    expect(personal).toMatchObject({ scope: 'personal', team_id: null, all_members: false });
    expect(personal.totals).toEqual([
      { unique_id: admin.unique_id, feature: null, credits: '0.5', words: 50, runs: 0, docs: 0, checks: 0 },
      { unique_id: admin.unique_id, feature: 'factgpt', credits: '0.5', words: 50, runs: 0, docs: 0, checks: 0 },
    ]);

    // The period bounds what is counted: the doc of 40 days ago is in a 90-day period.
    const quarter = (await report(admin, { from: utcDaysAgo(89), to: TODAY, team_id: teamId })).json<TAnalyticsReport>();
    expect(totalOf(quarter, member.unique_id)?.docs).toBe(3);
    const lastWeekOnly = (await report(admin, { from: utcDaysAgo(6), to: utcDaysAgo(1), team_id: teamId })).json<TAnalyticsReport>();
    expect(lastWeekOnly.totals.filter((line) => line.feature === null)).toEqual([{ unique_id: member.unique_id, feature: null, credits: '0.0', words: 0, runs: 0, docs: 1, checks: 0 }]);
  });

  it('keeps someone who left the team in its figures, marked as gone', async () => {
    const { admin, teamId } = await world.teamAdmin();
    const member = await world.memberOf(teamId, admin, 'Lea Leaver');
    await world.charge(member, 30, 'factgpt', teamId);
    expect((await world.call('DELETE', `/api/delete/team/member?${new URLSearchParams({ team_id: teamId, email: member.email })}`, admin)).statusCode).toBe(200);
    const body = (await report(admin, { ...MONTH, team_id: teamId })).json<TAnalyticsReport>();
    expect(body.members.find((person) => person.unique_id === member.unique_id)).toEqual({ unique_id: member.unique_id, name: 'Lea Leaver', email: member.email, current_member: false });
    expect(totalOf(body, member.unique_id)?.credits).toBe('0.3');
  });

  it('groups long periods by week (Mondays)', async () => {
    const { admin, teamId } = await world.teamAdmin();
    await world.charge(admin, 100, 'factgpt', teamId);
    const body = (await report(admin, { from: utcDaysAgo(119), to: TODAY, team_id: teamId })).json<TAnalyticsReport>();
    expect(body.bucket).toBe('week');
    expect(body.series).toHaveLength(1);
    const monday = new Date(`${body.series[0]!.date}T00:00:00Z`);
    expect(monday.getUTCDay()).toBe(1);
    expect(Date.now() - monday.getTime()).toBeLessThan(7 * 86_400_000);
    expect(body.series[0]).toMatchObject({ credits: '1.0', words: 100 });
  });
});

describe('GET /api/analytics.csv', () => {
  it('is the same usage, one row per day, member and feature, escaped, as a download', async () => {
    const { admin, teamId } = await world.teamAdmin('Ann, "the" Admin');
    const member = await world.memberOf(teamId, admin, '=HYPERLINK("x")');
    await world.charge(admin, 120, 'factgpt', teamId);
    await world.charge(member, 40, 'repurpose', teamId);
    await world.doc(member, { teamId, at: new Date(Date.now() - 2 * 86_400_000) });

    const response = await csv(admin, { ...MONTH, team_id: teamId });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="longform-usage-${MONTH.from}-to-${MONTH.to}.csv"; filename*=UTF-8''longform-usage-${MONTH.from}-to-${MONTH.to}.csv`);
    const lines = response.body.split('\r\n');
    expect(lines.at(-1)).toBe('');
    const [adminId, memberId] = [admin.unique_id, member.unique_id];
    const expected = [
      'date,member_name,member_email,unique_id,feature_id,feature,credits,words,runs,docs,checks',
      `${utcDaysAgo(2)},"'=HYPERLINK(""x"")",${member.email},${memberId},docs,Docs,0.0,0,0,1,0`,
      `${TODAY},"Ann, ""the"" Admin",${admin.email},${adminId},factgpt,FactGPT,1.2,120,0,0,0`,
      `${TODAY},"'=HYPERLINK(""x"")",${member.email},${memberId},repurpose,Repurpose,0.4,40,0,0,0`,
    ];
    // Rows are by day, then member id in byte order (collate "C", the same on every database): sort the two of today so.
    const idOf = (line: string) => (line.includes(adminId) ? adminId : memberId);
    const today = expected.slice(2).sort((a, b) => (idOf(a) < idOf(b) ? -1 : 1));
    expect(lines.slice(0, -1)).toEqual([...expected.slice(0, 2), ...today]);
  });
});

describe('bad periods', () => {
  it('answer 400 with a message that says what is wrong', async () => {
    const user = await buildUser(harness.app);
    await assignPlan(harness.ctx.db, user.unique_id, PLAN_LIST.find((plan) => plan.id.includes('byok'))!);
    const cases: Array<[Record<string, string>, RegExp]> = [
      [{ to: TODAY }, /from is required/],
      [{ from: TODAY }, /to is required/],
      [{ from: 'yesterday', to: TODAY }, /from must be a date written YYYY-MM-DD/],
      [{ from: '2026-02-30', to: '2026-03-02' }, /from is not a real date/],
      [{ from: TODAY, to: utcDaysAgo(1) }, /ends before it starts/],
      [{ from: utcDaysAgo(366), to: TODAY }, /at most 366 days/],
      [{ ...MONTH, team_id: 'x'.repeat(65) }, /team_id is too long/],
    ];
    for (const [period, message] of cases) {
      for (const response of [await report(user, period), await csv(user, period)]) {
        expect(response.statusCode, JSON.stringify(period)).toBe(400);
        expect(response.json().message).toMatch(message);
      }
    }
    // The longest period allowed still answers.
    expect((await report(user, { from: utcDaysAgo(365), to: TODAY })).statusCode).toBe(200);
  });
});
