import { eq, inArray, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TTeamDetailsRecord, TTeamUsageRecord } from '@core/api/teams';
import { PLANS, TRIAL_PLAN_ID } from '@core/plans/planTable';
import { analyticsWorld } from '../../analytics/analyticsTestHelpers';
import { currentMonth } from '../../analytics/teamUsageLoader';
import { assignPlan } from '../../commands/planAssigner';
import { teamMembers, teams, users } from '../../db/schema';
import type { TTestUser } from '../../test/factories';
import { buildTestApp, TEST_ORIGIN } from '../../test/testApp';

/** The team admin's actions (issue 22): hand the admin role over, see each member's usage; members are refused. */
let harness: Awaited<ReturnType<typeof buildTestApp>>;
let world: ReturnType<typeof analyticsWorld>;
beforeAll(async () => {
  harness = await buildTestApp();
  world = analyticsWorld(harness);
});
afterAll(async () => harness.close());

const transfer = (user: TTestUser, teamId: string, uniqueId: unknown) => world.call('POST', '/api/update/team/admin', user, { team_id: teamId, unique_id: uniqueId });
const usage = (user: TTestUser, teamId: string) => world.call('GET', `/api/fetch/team/usage?team_id=${teamId}`, user);
const details = (user: TTestUser, teamId: string) => world.call('GET', `/api/fetch/team/details?team_id=${teamId}`, user);
const teamRow = async (teamId: string) => (await harness.ctx.db.select().from(teams).where(eq(teams.id, teamId)))[0]!;
const memberIds = async (teamId: string) => (await harness.ctx.db.select().from(teamMembers).where(eq(teamMembers.teamId, teamId))).map((row) => row.userId).sort();

describe('handing the admin role over', () => {
  it('makes the chosen member the admin; the former admin stays a member and loses the admin’s actions', async () => {
    const { admin, teamId } = await world.teamAdmin();
    const member = await world.memberOf(teamId, admin);
    expect((await details(admin, teamId)).json<TTeamDetailsRecord>().policies).toEqual({ read: true, update: true, transfer_admin: true, read_usage: true });
    expect((await details(member, teamId)).json<TTeamDetailsRecord>().policies).toEqual({ read: true, update: false, transfer_admin: false, read_usage: false });

    const response = await transfer(admin, teamId, member.unique_id);
    expect(response.statusCode, response.body).toBe(200);
    const team = response.json<TTeamDetailsRecord>();
    expect(team).toMatchObject({ admin_id: member.unique_id, admin_email: member.email, policies: { read: true, update: false, transfer_admin: false } });
    expect(team.members.find((person) => person.unique_id === admin.unique_id)?.admin).toBe(false);
    expect(team.members.find((person) => person.unique_id === member.unique_id)?.admin).toBe(true);
    expect(await teamRow(teamId)).toMatchObject({ adminId: member.unique_id, planName: PLANS.team_monthly_april_2024!.id, expired: false });
    expect(await memberIds(teamId)).toEqual([admin.unique_id, member.unique_id].sort());
    const flags = await harness.ctx.db.select({ id: users.id, teamMember: users.teamMember }).from(users).where(inArray(users.id, [admin.unique_id, member.unique_id]));
    expect(flags.find((row) => row.id === admin.unique_id)?.teamMember).toBe(true);
    expect(flags.find((row) => row.id === member.unique_id)?.teamMember).toBe(false);

    // The former admin is a member now: every admin action is refused and changes nothing.
    expect((await transfer(admin, teamId, admin.unique_id)).statusCode).toBe(403);
    expect((await world.call('DELETE', `/api/delete/team/member?${new URLSearchParams({ team_id: teamId, email: member.email })}`, admin)).statusCode).toBe(403);
    expect((await usage(admin, teamId)).statusCode).toBe(403);
    // The new admin acts: removes the former admin, who leaves the team.
    expect((await world.call('DELETE', `/api/delete/team/member?${new URLSearchParams({ team_id: teamId, email: admin.email })}`, member)).statusCode).toBe(200);
    expect(await memberIds(teamId)).toEqual([member.unique_id]);
    expect((await details(admin, teamId)).statusCode).toBe(403);
  });

  it('refuses a member (403), someone outside the team (403), and changes nothing', async () => {
    const { admin, teamId } = await world.teamAdmin();
    const member = await world.memberOf(teamId, admin);
    const other = await world.memberOf(teamId, admin, 'Olga Other');
    const stranger = await world.teamAdmin('Sam Stranger');

    const byMember = await transfer(member, teamId, other.unique_id);
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json().message).toBe('Only the team admin can hand the admin role to another member.');
    const selfPromotion = await transfer(member, teamId, member.unique_id);
    expect(selfPromotion.statusCode).toBe(403);
    const byStranger = await transfer(stranger.admin, teamId, stranger.admin.unique_id);
    expect(byStranger.statusCode).toBe(403);
    expect(byStranger.json().message).toBe('You are not a member of that team.');
    expect((await teamRow(teamId)).adminId).toBe(admin.unique_id);
  });

  it('refuses someone who is not a member, the admin themselves and bad input with a message', async () => {
    const { admin, teamId } = await world.teamAdmin();
    const outsider = await world.teamAdmin('Ola Outsider');
    const notMember = await transfer(admin, teamId, outsider.admin.unique_id);
    expect(notMember.statusCode).toBe(404);
    expect(notMember.json().message).toBe('That person is not a member of your team.');
    const self = await transfer(admin, teamId, admin.unique_id);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toMatch(/already the team admin/);
    const empty = await transfer(admin, teamId, '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/Choose the member who becomes the admin/);
    expect((await transfer(admin, teamId, 'x'.repeat(201))).statusCode).toBe(400);
    expect((await transfer(admin, teamId, undefined)).json().message).toMatch(/Choose the member/);
    expect((await world.call('POST', '/api/update/team/admin', admin, { unique_id: admin.unique_id })).json().message).toMatch(/team_id is required/);
    expect((await teamRow(teamId)).adminId).toBe(admin.unique_id);
  });
});

describe('the team’s plan after a handover: it follows the payer, not the admin', () => {
  const TEAM_PLAN = PLANS.team_monthly_april_2024!;
  const NEXT_MONTH = new Date(Date.now() + 40 * 86_400_000);
  /** A team whose buyer handed the admin role to a member: the buyer still pays. */
  async function handedOver() {
    const { admin, teamId } = await world.teamAdmin();
    const member = await world.memberOf(teamId, admin);
    expect((await transfer(admin, teamId, member.unique_id)).statusCode).toBe(200);
    expect(await teamRow(teamId)).toMatchObject({ adminId: member.unique_id, payerId: admin.unique_id });
    return { payer: admin, newAdmin: member, teamId };
  }

  it('starts the team’s credits over when the former admin’s plan renews', async () => {
    const { payer, teamId } = await handedOver();
    await harness.ctx.db.update(teams).set({ creditsUsed: 12.3 }).where(eq(teams.id, teamId));
    // Assigned after the plan's 30 days ran out: a new period (planAssigner).
    await assignPlan(harness.ctx.db, payer.unique_id, TEAM_PLAN, NEXT_MONTH);
    expect(await teamRow(teamId)).toMatchObject({ creditsUsed: 0, planName: TEAM_PLAN.id, expired: false, payerId: payer.unique_id });
    expect(await harness.ctx.db.select().from(teams).where(eq(teams.payerId, payer.unique_id))).toHaveLength(1);
  });

  it('ends the team when the former admin moves to a plan without a team, not when the new admin does', async () => {
    const { payer, newAdmin, teamId } = await handedOver();
    await assignPlan(harness.ctx.db, newAdmin.unique_id, PLANS[TRIAL_PLAN_ID]!);
    await assignPlan(harness.ctx.db, newAdmin.unique_id, PLANS.pro_monthly_usd_49!);
    expect(await teamRow(teamId)).toMatchObject({ planName: TEAM_PLAN.id, expired: false });

    await assignPlan(harness.ctx.db, payer.unique_id, PLANS.pro_monthly_usd_49!);
    expect(await teamRow(teamId)).toMatchObject({ planName: TEAM_PLAN.id, expired: true });
    // Buying a team plan again revives the same team.
    await assignPlan(harness.ctx.db, payer.unique_id, TEAM_PLAN);
    expect(await teamRow(teamId)).toMatchObject({ expired: false, payerId: payer.unique_id, adminId: newAdmin.unique_id });
  });

  it('makes the new admin the payer of the same team when they buy a team plan; the former admin’s plan no longer governs it', async () => {
    const { payer, newAdmin, teamId } = await handedOver();
    const bigger = PLANS.team_monthly_usd_99!;
    await assignPlan(harness.ctx.db, newAdmin.unique_id, bigger);
    expect(await teamRow(teamId)).toMatchObject({ planName: bigger.id, maxMembers: bigger.maxTeamMembers, payerId: newAdmin.unique_id, expired: false });
    const teamIdsOf = async (userId: string) =>
      (await harness.ctx.db.select({ id: teams.id }).from(teams).where(or(eq(teams.adminId, userId), eq(teams.payerId, userId)))).map((row) => row.id);
    expect(await teamIdsOf(newAdmin.unique_id)).toEqual([teamId]);

    // The former admin, a member now, neither ends it nor gets a second team by buying one.
    await assignPlan(harness.ctx.db, payer.unique_id, PLANS.pro_monthly_usd_49!);
    await assignPlan(harness.ctx.db, payer.unique_id, TEAM_PLAN);
    expect(await teamRow(teamId)).toMatchObject({ planName: bigger.id, payerId: newAdmin.unique_id, expired: false });
    expect(await teamIdsOf(payer.unique_id)).toEqual([]);
  });

  it('ends the team when the former admin who pays for it deletes their account; the admin keeps it and can buy it again', async () => {
    const { payer, newAdmin, teamId } = await handedOver();
    const deleted = await harness.app.inject({ method: 'DELETE', url: '/api/account', headers: { origin: TEST_ORIGIN, cookie: payer.cookie }, payload: { confirm_email: payer.email } });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await teamRow(teamId)).toMatchObject({ adminId: newAdmin.unique_id, payerId: null, expired: true });
    expect(await memberIds(teamId)).toEqual([newAdmin.unique_id]);
    await assignPlan(harness.ctx.db, newAdmin.unique_id, TEAM_PLAN);
    expect(await teamRow(teamId)).toMatchObject({ payerId: newAdmin.unique_id, expired: false });
  });
});

describe('each member’s usage on the team tab', () => {
  it('shows the admin every member’s credits, words and runs in the team’s pool this month; 403 for members and strangers', async () => {
    const { admin, teamId } = await world.teamAdmin();
    const member = await world.memberOf(teamId, admin);
    const idle = await world.memberOf(teamId, admin, 'Ida Idle');
    await world.charge(member, 80, 'writing_tool', teamId);
    await world.charge(member, 90, 'factgpt', teamId);
    await world.charge(member, 300, 'factgpt');
    await world.charge(admin, 20, 'factgpt', teamId);
    await world.plagiarismCheck(member, { teamId });
    await world.autoblogRun(member, 'autoblog', ['done', 'failed'], { teamId });
    // Last month's usage is another period.
    const month = currentMonth(new Date());
    await world.autoblogRun(member, 'autoblog', ['done'], { teamId, at: new Date(Date.parse(`${month.from}T00:00:00Z`) - 3_600_000) });

    const response = await usage(admin, teamId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<TTeamUsageRecord>()).toEqual({
      ...month,
      members: [
        { unique_id: admin.unique_id, credits: '0.2', words: 20, runs: 0 },
        { unique_id: member.unique_id, credits: '1.7', words: 170, runs: 2 },
        { unique_id: idle.unique_id, credits: '0.0', words: 0, runs: 0 },
      ],
    });
    const byMember = await usage(member, teamId);
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json().message).toBe('Only the team admin can see each member’s usage.');
    const stranger = await world.teamAdmin('Sam Stranger');
    expect((await usage(stranger.admin, teamId)).statusCode).toBe(403);
    expect((await world.call('GET', '/api/fetch/team/usage', admin)).statusCode).toBe(400);
  });
});
