import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPlan } from '@core/plans/planTable';
import { assignPlan } from '../commands/planAssigner';
import type { TApp, TContext } from '../context';
import { sealSecret } from '../crypto/secretBox';
import { teamMembers, teams, userKeys, users } from '../db/schema';
import { loadTeamMemberships } from '../queries/teamMembershipsLoader';
import { buildUser, type TTestUser } from '../test/factories';
import { buildTestApp } from '../test/testApp';
import { passGenerationGate, type TGateInput } from './generationGate';

let app: TApp;
let ctx: TContext;
let close: () => Promise<void>;
let stranger: TTestUser;

beforeAll(async () => {
  ({ app, ctx, close } = await buildTestApp());
  stranger = await buildUser(app);
});
afterAll(async () => close());

// The session as the middleware loads it: the person with their team memberships as they stand now.
const sessionOf = async (user: TTestUser) => ({ id: user.unique_id, email: user.email, name: user.name, teams: await loadTeamMemberships(ctx.db, user.unique_id) });
const pass = async (user: TTestUser, input: Partial<TGateInput> = {}) =>
  passGenerationGate(ctx, await sessionOf(user), { uniqueId: user.unique_id, teamId: undefined, mode: 'instruct', model: undefined, projectId: user.projects[0]!._id, ...input });
/** The refusal's catalogue id and status, or 'passed'. */
const outcome = (gate: Promise<unknown>) =>
  gate.then(
    () => 'passed',
    (error: { id?: string; status?: number; message?: string }) => `${error.status} ${error.id}`,
  );

const emptyPool = (userId: string) => ctx.db.update(users).set({ creditLimit: 10, creditsUsed: 10, additionalCredits: 0 }).where(eq(users.id, userId));

async function teamOf(member: TTestUser, figures: { creditLimit: number; creditsUsed: number; expired?: boolean }) {
  const [team] = await ctx.db.insert(teams).values({ adminId: stranger.unique_id, planName: 'agency_monthly_april_2024', ...figures }).returning();
  await ctx.db.insert(teamMembers).values({ teamId: team!.id, userId: member.unique_id });
  return team!.id;
}

describe('the generation gate’s credit pool, read in its one query', () => {
  it('passes a user with credits and refuses one whose pool is empty (429)', async () => {
    const user = await buildUser(app);
    const passed = await pass(user);
    expect(passed).toMatchObject({ teamId: null, chargesCredits: true, projectId: user.projects[0]!._id });
    await emptyPool(user.unique_id);
    expect(await outcome(pass(user))).toBe('429 credits_exhausted');
  });

  it('answers 430 for an expired plan before 429 for an empty pool', async () => {
    const user = await buildUser(app);
    await emptyPool(user.unique_id);
    await ctx.db.update(users).set({ expiryDate: new Date(Date.now() - 60_000) }).where(eq(users.id, user.unique_id));
    expect(await outcome(pass(user))).toBe('430 plan_expired');
  });

  it('draws on the team’s pool in team mode, whatever the member’s own pool holds', async () => {
    const member = await buildUser(app);
    await emptyPool(member.unique_id);
    const funded = await teamOf(member, { creditLimit: 100, creditsUsed: 0 });
    expect(await pass(member, { teamId: funded })).toMatchObject({ teamId: funded, chargesCredits: true });
    expect(await outcome(pass(member))).toBe('429 credits_exhausted');

    const rich = await buildUser(app);
    const spent = await teamOf(rich, { creditLimit: 100, creditsUsed: 100 });
    expect(await outcome(pass(rich, { teamId: spent }))).toBe('429 credits_exhausted');
    expect(await outcome(pass(rich))).toBe('passed');
  });

  it('answers 430 for an expired team', async () => {
    const member = await buildUser(app);
    const expired = await teamOf(member, { creditLimit: 100, creditsUsed: 0, expired: true });
    expect(await outcome(pass(member, { teamId: expired }))).toBe('430 plan_expired');
  });

  it('refuses a team the user is not in (403), before a missing project (404), and a malformed team id', async () => {
    const member = await buildUser(app);
    const outsider = await buildUser(app);
    const team = await teamOf(member, { creditLimit: 100, creditsUsed: 0 });
    const refused = pass(outsider, { teamId: team, projectId: '7b0f3c1e-9d1a-4c55-8f43-2a2b7c9d0e11' });
    await expect(refused).rejects.toMatchObject({ id: 'forbidden', message: 'You are not a member of that team.' });
    expect(await outcome(pass(outsider, { teamId: 'not-a-team' }))).toBe('403 forbidden');
    expect(await outcome(pass(outsider, { teamId: '------------------------------------' }))).toBe('403 forbidden');
    expect(await outcome(pass(outsider, { teamId: '' }))).toBe('passed'); // no team named: the user's own pool
  });

  it('lets a bring-your-own-key user with an empty pool generate on their key, except serp (charged)', async () => {
    const user = await buildUser(app);
    await assignPlan(ctx.db, user.unique_id, findPlan('byok_monthly')!);
    await ctx.db.insert(userKeys).values({ userId: user.unique_id, teamId: null, sealedKey: sealSecret('sk-own-key-0001', ctx.keys.encryptionKey), keyHint: '0001' });
    await emptyPool(user.unique_id);
    const passed = await pass(user, { model: 'gpt-4' });
    expect(passed).toMatchObject({ chargesCredits: false, engine: { byok: true } });
    expect(await outcome(pass(user, { model: 'gpt-4', mode: 'serp' }))).toBe('429 credits_exhausted');
  });

  it('reads no one else’s account: a session for another id is refused before any read', async () => {
    const user = await buildUser(app);
    const refused = passGenerationGate(ctx, await sessionOf(user), { uniqueId: stranger.unique_id, teamId: undefined, mode: 'instruct', model: undefined });
    expect(await outcome(refused)).toBe('403 forbidden');
  });
});
