import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLANS } from '@core/plans/planTable';
import { assignPlan } from '../../commands/planAssigner';
import { teamMembers, teams } from '../../db/schema';
import { buildTestApp } from '../../test/testApp';
import { buildUser, type TTestUser } from '../../test/factories';

/** Team plans own a team (planAssigner), whose admin invites by email; invited people join. */
let harness: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  harness = await buildTestApp();
});
afterAll(async () => harness.close());

const TEAM_PLAN = PLANS.team_monthly_april_2024!;

type TMethod = 'GET' | 'POST' | 'DELETE';
const call = (method: TMethod, url: string, user: TTestUser | null, payload?: object) =>
  harness.app.inject({ method, url, headers: user ? { cookie: user.cookie } : {}, ...(payload ? { payload } : {}) });

const details = (user: TTestUser | null, teamId: string) => call('GET', `/api/fetch/team/details?team_id=${teamId}`, user);
const invite = (user: TTestUser, teamId: string, email: string) => call('POST', '/api/add/team/member', user, { team_id: teamId, email });
const remove = (user: TTestUser, teamId: string, email: string) =>
  call('DELETE', `/api/delete/team/member?${new URLSearchParams({ team_id: teamId, email })}`, user);
const join = (user: TTestUser | null, teamId: string) => call('POST', '/api/join/team', user, { team_id: teamId });

async function ownedTeams(userId: string) {
  return harness.ctx.db.select().from(teams).where(eq(teams.adminId, userId));
}

/** A user on the team plan, with the team it came with. */
async function teamAdmin(): Promise<{ admin: TTestUser; teamId: string }> {
  const admin = await buildUser(harness.app, { name: 'Ann Admin' });
  await assignPlan(harness.ctx.db, admin.unique_id, TEAM_PLAN);
  const [team] = await ownedTeams(admin.unique_id);
  return { admin, teamId: team!.id };
}

describe('the team a plan comes with', () => {
  it('is made when a team plan is assigned, once, and follows later assignments', async () => {
    const user = await buildUser(harness.app);
    expect(await ownedTeams(user.unique_id)).toEqual([]);

    await assignPlan(harness.ctx.db, user.unique_id, TEAM_PLAN);
    const [team] = await ownedTeams(user.unique_id);
    expect(team).toMatchObject({ planName: TEAM_PLAN.id, maxMembers: TEAM_PLAN.maxTeamMembers, creditLimit: TEAM_PLAN.creditLimit, expired: false });
    expect(team!.featureRuns).toEqual(TEAM_PLAN.runLimits);
    const members = await harness.ctx.db.select().from(teamMembers).where(eq(teamMembers.teamId, team!.id));
    expect(members.map((member) => member.userId)).toEqual([user.unique_id]);
    const record = (await call('GET', `/api/fetch/user/details?unique_id=${user.unique_id}`, user)).json();
    expect(record).toMatchObject({ team_id: team!.id, team_plan_name: TEAM_PLAN.id, team_admin_id: user.unique_id });

    const bigger = PLANS.team_monthly_usd_99!;
    await assignPlan(harness.ctx.db, user.unique_id, bigger);
    const again = await ownedTeams(user.unique_id);
    expect(again).toHaveLength(1);
    expect(again[0]).toMatchObject({ id: team!.id, planName: bigger.id, maxMembers: bigger.maxTeamMembers, creditLimit: bigger.creditLimit });

    // A plan without a team ends the team; buying a team plan again revives the same one.
    await assignPlan(harness.ctx.db, user.unique_id, PLANS.pro_monthly_usd_49!);
    expect((await ownedTeams(user.unique_id))[0]).toMatchObject({ id: team!.id, expired: true });
    await assignPlan(harness.ctx.db, user.unique_id, TEAM_PLAN);
    expect(await ownedTeams(user.unique_id)).toEqual([expect.objectContaining({ id: team!.id, expired: false, planName: TEAM_PLAN.id })]);
  });

  it('is made once when two deliveries of one purchase arrive together', async () => {
    const user = await buildUser(harness.app);
    await Promise.all([assignPlan(harness.ctx.db, user.unique_id, TEAM_PLAN), assignPlan(harness.ctx.db, user.unique_id, TEAM_PLAN)]);
    expect(await ownedTeams(user.unique_id)).toHaveLength(1);
  });

  it('is not made for trial or single-seat plans', async () => {
    const user = await buildUser(harness.app);
    await assignPlan(harness.ctx.db, user.unique_id, PLANS.premium_tier_1_monthly_june_2024!);
    expect(await ownedTeams(user.unique_id)).toEqual([]);
    // Every sign-up starts on the trial (which lists seats but has no team mode).
    expect((await call('GET', `/api/fetch/user/details?unique_id=${user.unique_id}`, user)).json().team_id).toBeNull();
  });

  it('is not made for a member of another admin’s team', async () => {
    const { admin, teamId } = await teamAdmin();
    const member = await buildUser(harness.app);
    await invite(admin, teamId, member.email);
    expect((await join(member, teamId)).statusCode).toBe(200);
    await assignPlan(harness.ctx.db, member.unique_id, TEAM_PLAN);
    expect(await ownedTeams(member.unique_id)).toEqual([]);
  });
});

describe('team details', () => {
  it('answers the team record to its members and 403 to anyone else', async () => {
    const { admin, teamId } = await teamAdmin();
    const response = await details(admin, teamId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      team_id: teamId,
      max_members: TEAM_PLAN.maxTeamMembers,
      members: [{ unique_id: admin.unique_id, name: 'Ann Admin', email: admin.email, admin: true }],
      invitations: [],
      team_credit_limit: TEAM_PLAN.creditLimit,
      team_credits_used: 0,
      admin_email: admin.email,
      plan_name: TEAM_PLAN.id,
      expired: false,
      additional_credits: 0,
      admin_id: admin.unique_id,
      plan_details: { plan_name: TEAM_PLAN.id, display_name: TEAM_PLAN.displayName, credit_limit: TEAM_PLAN.creditLimit },
    });

    const stranger = await buildUser(harness.app);
    const refused = await details(stranger, teamId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/not a member of that team/);
    expect((await details(stranger, 'not-a-team')).statusCode).toBe(403);
    expect((await details(stranger, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(403);
    expect((await details(null, teamId)).statusCode).toBe(401);
    const missing = await call('GET', '/api/fetch/team/details', admin);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/team_id is required/);
  });
});

describe('inviting and removing', () => {
  it('lets the admin invite an email, which a member then sees joined (invitations stay the admin’s)', async () => {
    const { admin, teamId } = await teamAdmin();
    const bob = await buildUser(harness.app, { name: 'Bob Member' });
    const invited = await invite(admin, teamId, `  ${bob.email.toUpperCase()} `);
    expect(invited.statusCode).toBe(201);
    expect(invited.json().invitations).toEqual([{ email: bob.email, invited_at: expect.any(String) }]);

    const joined = await join(bob, teamId);
    expect(joined.statusCode).toBe(200);
    expect(joined.json().members.map((m: { email: string; admin: boolean }) => [m.email, m.admin])).toEqual([
      [admin.email, true],
      [bob.email, false],
    ]);
    expect(joined.json().invitations).toEqual([]);
    const bobRecord = (await call('GET', `/api/fetch/user/details?unique_id=${bob.unique_id}`, bob)).json();
    expect(bobRecord).toMatchObject({ team_id: teamId, team_admin_id: admin.unique_id, team_plan_name: TEAM_PLAN.id, team_member: true });

    await invite(admin, teamId, 'carol@example.com');
    expect((await details(admin, teamId)).json().invitations.map((i: { email: string }) => i.email)).toEqual(['carol@example.com']);
    expect((await details(bob, teamId)).json().invitations).toEqual([]);
  });

  it('refuses a non-admin, a member already in, an address already invited and bad emails', async () => {
    const { admin, teamId } = await teamAdmin();
    const bob = await buildUser(harness.app);
    await invite(admin, teamId, bob.email);
    await join(bob, teamId);

    const byMember = await invite(bob, teamId, 'dan@example.com');
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json().message).toBe('Only the team admin can invite or remove members.');
    const stranger = await buildUser(harness.app);
    const byStranger = await invite(stranger, teamId, 'dan@example.com');
    expect(byStranger.statusCode).toBe(403);
    expect(byStranger.json().message).toMatch(/not a member of that team/);

    const again = await invite(admin, teamId, bob.email);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ field: 'email', message: `${bob.email} is already a member of your team.` });
    const self = await invite(admin, teamId, admin.email);
    expect(self.statusCode).toBe(409);
    await invite(admin, teamId, 'dan@example.com');
    const twice = await invite(admin, teamId, 'DAN@example.com');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toMatch(/already been invited/);

    for (const [email, message] of [
      ['', /Enter the email address/],
      ['not-an-email', /not a valid email address/],
    ] as const) {
      const bad = await invite(admin, teamId, email);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ field: 'email', message: expect.stringMatching(message) });
    }
  });

  it('keeps members and invitations within max_members', async () => {
    const { admin, teamId } = await teamAdmin();
    // The admin holds one of the seats.
    for (let seat = 1; seat < TEAM_PLAN.maxTeamMembers; seat += 1) {
      expect((await invite(admin, teamId, `seat-${seat}@example.com`)).statusCode).toBe(201);
    }
    const full = await invite(admin, teamId, 'one-too-many@example.com');
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(
      `Your team is full: its plan has ${TEAM_PLAN.maxTeamMembers} seats, all taken by members and pending invitations. Remove a member or an invitation first.`,
    );
    expect((await remove(admin, teamId, 'seat-1@example.com')).statusCode).toBe(200);
    expect((await invite(admin, teamId, 'one-too-many@example.com')).statusCode).toBe(201);
  });

  it('removes a member (who loses the team) or an invitation (whose link stops working); admin only', async () => {
    const { admin, teamId } = await teamAdmin();
    const bob = await buildUser(harness.app);
    const carol = await buildUser(harness.app);
    await invite(admin, teamId, bob.email);
    await invite(admin, teamId, carol.email);
    await join(bob, teamId);

    const byMember = await remove(bob, teamId, carol.email);
    expect(byMember.statusCode).toBe(403);
    const removed = await remove(admin, teamId, bob.email);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().members.map((m: { email: string }) => m.email)).toEqual([admin.email]);
    expect((await details(bob, teamId)).statusCode).toBe(403);
    expect((await call('GET', `/api/fetch/user/details?unique_id=${bob.unique_id}`, bob)).json()).toMatchObject({ team_id: null, team_member: false });
    // Removed, so not invited any more either.
    expect((await join(bob, teamId)).statusCode).toBe(403);

    expect((await remove(admin, teamId, carol.email)).json().invitations).toEqual([]);
    expect((await join(carol, teamId)).statusCode).toBe(403);

    const nobody = await remove(admin, teamId, 'nobody@example.com');
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json().message).toBe('nobody@example.com is neither a member of your team nor invited to it.');
    const self = await remove(admin, teamId, admin.email);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toMatch(/cannot remove yourself/);
  });
});

describe('joining', () => {
  it('refuses someone without an invitation, and a team id that names no team, alike', async () => {
    const { admin, teamId } = await teamAdmin();
    await invite(admin, teamId, 'someone-else@example.com');
    const stranger = await buildUser(harness.app);
    const refused = await join(stranger, teamId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      `There is no invitation to this team for ${stranger.email}. Ask the team admin to invite this email address, then open the link again.`,
    );
    expect((await join(stranger, 'not-a-team')).json().message).toBe(refused.json().message);
    expect((await join(stranger, '00000000-0000-4000-8000-000000000000')).json().message).toBe(refused.json().message);
    expect((await details(admin, teamId)).json().members).toHaveLength(1);
    expect((await join(null, teamId)).statusCode).toBe(401);
  });

  it('tells someone already in another team, or owning one, that they are', async () => {
    const first = await teamAdmin();
    const second = await teamAdmin();
    const bob = await buildUser(harness.app);
    await invite(first.admin, first.teamId, bob.email);
    await invite(second.admin, second.teamId, bob.email);
    await invite(second.admin, second.teamId, first.admin.email);
    expect((await join(bob, first.teamId)).statusCode).toBe(200);
    // Joining again is harmless.
    expect((await join(bob, first.teamId)).statusCode).toBe(200);

    const elsewhere = await join(bob, second.teamId);
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json().message).toBe('You already belong to another team. Ask its admin to remove you before joining this one.');
    const owner = await join(first.admin, second.teamId);
    expect(owner.statusCode).toBe(409);
    expect(owner.json().message).toBe('You are the admin of your own team, so you cannot join another one.');
  });

  it('refuses joining a team whose plan has ended or has no seat left', async () => {
    const { admin, teamId } = await teamAdmin();
    const bob = await buildUser(harness.app);
    const carol = await buildUser(harness.app);
    await invite(admin, teamId, bob.email);
    await invite(admin, teamId, carol.email);

    await harness.ctx.db.update(teams).set({ maxMembers: 2 }).where(eq(teams.id, teamId));
    expect((await join(bob, teamId)).statusCode).toBe(200);
    const full = await join(carol, teamId);
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe('This team is full: its plan has 2 seats. Ask the team admin to make room.');

    await assignPlan(harness.ctx.db, admin.unique_id, PLANS.pro_monthly_usd_49!);
    await harness.ctx.db.update(teams).set({ maxMembers: 5 }).where(eq(teams.id, teamId));
    const ended = await join(carol, teamId);
    expect(ended.statusCode).toBe(409);
    expect(ended.json().message).toMatch(/plan has ended/);
    expect((await invite(admin, teamId, 'late@example.com')).json().message).toMatch(/plan has ended/);
  });
});
