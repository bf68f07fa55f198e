import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enforceFairUsage } from '../commands/fairUsageEnforcer';
import { recordGeneration } from '../commands/generationRecorder';
import { listProjects } from '../queries/projectFinder';
import type { TApp, TContext } from '../context';
import { sealSecret } from '../crypto/secretBox';
import { fairUsage, projects, teamMembers, teams, userKeys, users } from '../db/schema';
import { buildUser, type TTestUser } from '../test/factories';
import { buildTestApp } from '../test/testApp';
import { creditPoolFrom, loadCreditPool } from './creditBalance';
import { loadFairUsageStatus } from './fairUsageLoader';
import { loadGenerationGate, poolRowOf } from './generationGateLoader';
import { loadUserDetails } from './userDetailsLoader';

let app: TApp;
let ctx: TContext;
let close: () => Promise<void>;
let writer: TTestUser;
let other: TTestUser;

beforeAll(async () => {
  ({ app, ctx, close } = await buildTestApp());
  writer = await buildUser(app);
  other = await buildUser(app);
});
afterAll(async () => close());

const gate = (user: TTestUser, input: { projectId?: string; teamId?: string; mode?: 'instruct' | 'serp'; now?: Date } = {}) =>
  loadGenerationGate(ctx.database, { userId: user.unique_id, projectId: input.projectId, teamId: input.teamId, mode: input.mode ?? 'instruct', now: input.now ?? new Date() });

/** The separate lookups the gate made before its one query, for comparison. */
async function flagIdentityBefore(user: TTestUser) {
  const details = (await loadUserDetails(ctx.database, user.unique_id))!;
  const { id, email, plan_name, team_id, team_plan_name, team_admin_id } = details;
  return { id, email, plan_name, team_id, team_plan_name, team_admin_id };
}

describe('loadGenerationGate', () => {
  it('reads the flag identity the user-details row gives, and no key or fair usage for a new user', async () => {
    const row = await gate(writer, { projectId: writer.projects[0]!._id });
    expect(row).toMatchObject(await flagIdentityBefore(writer));
    expect(row).toMatchObject({ project_id: writer.projects[0]!._id, project_owner_id: writer.unique_id, sealed_key: null, fair_usage_blocked_until: null, fair_usage_ratio: 0 });
  });

  it('is null for an account that does not exist', async () => {
    expect(await loadGenerationGate(ctx.database, { userId: 'nobody', mode: 'instruct', now: new Date() })).toBeNull();
  });

  it('names the user’s first project when none is named, as listProjects orders them', async () => {
    const user = await buildUser(app);
    const added = await app.inject({ method: 'POST', url: '/api/add/project', headers: { cookie: user.cookie }, payload: { unique_id: user.unique_id, project_name: 'Second' } });
    expect(added.statusCode).toBe(201);
    const [first, second] = await listProjects(ctx.db, user.unique_id);
    expect(second).toBeDefined();
    expect((await gate(user))?.project_id).toBe(first!.id);
  });

  it('has no project for a user without one, when none is named', async () => {
    const user = await buildUser(app);
    await ctx.db.delete(projects).where(eq(projects.ownerId, user.unique_id));
    expect(await gate(user)).toMatchObject({ project_id: null, project_owner_id: null });
  });

  it('reads someone else’s project with its owner (the policy answers 404), and none for a missing or malformed id', async () => {
    expect(await gate(writer, { projectId: other.projects[0]!._id })).toMatchObject({ project_id: other.projects[0]!._id, project_owner_id: other.unique_id });
    expect(await gate(writer, { projectId: '7b0f3c1e-9d1a-4c55-8f43-2a2b7c9d0e11' })).toMatchObject({ project_id: null, project_owner_id: null });
    expect(await gate(writer, { projectId: 'not-a-uuid' })).toMatchObject({ project_id: null, project_owner_id: null });
    expect(await gate(writer, { projectId: '------------------------------------' })).toMatchObject({ project_id: null });
  });

  it('reads the team a member joined first, as the user-details row does', async () => {
    const member = await buildUser(app);
    const [team] = await ctx.db.insert(teams).values({ adminId: other.unique_id, planName: 'team-plan-x' }).returning();
    await ctx.db.insert(teamMembers).values({ teamId: team!.id, userId: member.unique_id });
    const row = await gate(member);
    expect(row).toMatchObject(await flagIdentityBefore(member));
    expect(row).toMatchObject({ team_id: team!.id, team_plan_name: 'team-plan-x', team_admin_id: other.unique_id });
  });

  it('reads the sealed byok key', async () => {
    const user = await buildUser(app);
    const sealed = sealSecret('sk-test-1234', ctx.keys.encryptionKey);
    await ctx.db.insert(userKeys).values({ userId: user.unique_id, sealedKey: sealed, keyHint: '1234' });
    expect((await gate(user))?.sealed_key).toBe(sealed);
  });

  it('counts the mode’s generations in the window and reads its timer, as the fair-usage check does', async () => {
    const user = await buildUser(app);
    const now = new Date();
    for (let i = 0; i < 4; i++) await recordGeneration(ctx.db, { userId: user.unique_id, mode: 'serp', now });
    await recordGeneration(ctx.db, { userId: user.unique_id, mode: 'instruct', now });
    await recordGeneration(ctx.db, { userId: user.unique_id, mode: 'serp', now: new Date(now.getTime() - 6 * 60_000) });
    const row = (await gate(user, { mode: 'serp', now }))!;
    const before = await loadFairUsageStatus(ctx.db, { userId: user.unique_id, mode: 'serp', now });
    expect(row.fair_usage_ratio).toBe(before.ratio);
    expect(row.fair_usage_ratio).toBe(40);
    expect(row.fair_usage_blocked_until).toBeNull();

    for (let i = 0; i < 6; i++) await recordGeneration(ctx.db, { userId: user.unique_id, mode: 'serp', now });
    const blocked = await enforceFairUsage(ctx.db, { userId: user.unique_id, mode: 'serp', now });
    expect(blocked.blocked).toBe(true);
    const [stored] = await ctx.db.select().from(fairUsage).where(eq(fairUsage.userId, user.unique_id));
    expect((await gate(user, { mode: 'serp', now }))?.fair_usage_blocked_until?.getTime()).toBe(stored!.blockedUntil!.getTime());
  });
});

describe('loadGenerationGate’s credit pool', () => {
  it('reads the user’s own pool as loadCreditPool does, expired or not', async () => {
    const user = await buildUser(app);
    await ctx.db.update(users).set({ creditLimit: 50, creditsUsed: 12.5, additionalCredits: 3 }).where(eq(users.id, user.unique_id));
    const row = (await gate(user))!;
    expect(creditPoolFrom('user', poolRowOf(row))).toEqual(await loadCreditPool(ctx.db, { userId: user.unique_id, teamId: null }));
    expect(row).toMatchObject({ pool_member: true, pool_credit_limit: '50.0', pool_credits_used: '12.5', pool_additional_credits: '3.0', pool_expired: false });
    await ctx.db.update(users).set({ activeUser: false }).where(eq(users.id, user.unique_id));
    expect((await gate(user))?.pool_expired).toBe(true);
  });

  it('reads a named team’s pool only for its member, as loadCreditPool does', async () => {
    const member = await buildUser(app);
    const [team] = await ctx.db.insert(teams).values({ adminId: other.unique_id, planName: 'team-plan-y', creditLimit: 200, creditsUsed: 20 }).returning();
    await ctx.db.insert(teamMembers).values({ teamId: team!.id, userId: member.unique_id });
    const row = (await gate(member, { teamId: team!.id }))!;
    expect(creditPoolFrom('team', poolRowOf(row))).toEqual(await loadCreditPool(ctx.db, { userId: member.unique_id, teamId: team!.id }));
    expect(row).toMatchObject({ pool_credit_limit: '200.0', pool_credits_used: '20.0', pool_plan_name: 'team-plan-y' });
    for (const teamId of [team!.id, 'not-a-uuid']) {
      const outsider = (await gate(writer, { teamId }))!;
      expect(outsider.pool_member).toBeNull();
      expect(poolRowOf(outsider)).toBeUndefined();
    }
  });
});

describe('the generation gate’s refusals with the one query', () => {
  const ask = (user: TTestUser, body: Record<string, unknown> = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/generate/query/stream',
      headers: { cookie: user.cookie },
      payload: { unique_id: user.unique_id, project_id: user.projects[0]!._id, query: 'What is sleep?', ...body },
    });

  it('answers 404 for a missing or malformed project id', async () => {
    expect((await ask(writer, { project_id: '7b0f3c1e-9d1a-4c55-8f43-2a2b7c9d0e11' })).statusCode).toBe(404);
    expect((await ask(writer, { project_id: 'not-a-uuid' })).statusCode).toBe(404);
  });

  it('answers 430 for an expired plan and 429 without credits, in that order', async () => {
    const user = await buildUser(app);
    await ctx.db.update(users).set({ creditsUsed: 1_000_000 }).where(eq(users.id, user.unique_id));
    expect((await ask(user)).json()).toMatchObject({ error: 'credits_exhausted' });
    await ctx.db.update(users).set({ expiryDate: new Date(Date.now() - 60_000) }).where(eq(users.id, user.unique_id));
    expect((await ask(user)).json()).toMatchObject({ error: 'plan_expired' });
  });

  it('lifts a timer that ran out under the limit, and keeps a running one', async () => {
    const user = await buildUser(app);
    const timer = () => ctx.db.select({ until: fairUsage.blockedUntil }).from(fairUsage).where(eq(fairUsage.userId, user.unique_id));
    await ctx.db.insert(fairUsage).values({ userId: user.unique_id, mode: 'instruct', blockedUntil: new Date(Date.now() + 60_000) });
    expect((await ask(user)).statusCode).toBe(200); // under the limit: the timer goes, as spec §4 says
    expect((await timer())[0]?.until).toBeNull();
    for (let i = 0; i < 15; i++) await recordGeneration(ctx.db, { userId: user.unique_id, mode: 'instruct' });
    expect((await ask(user)).statusCode).toBe(420);
    expect((await timer())[0]?.until).not.toBeNull();
    expect((await ask(user)).statusCode).toBe(420);
  });
});
