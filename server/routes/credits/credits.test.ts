import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamMembers, teams, usageEvents, users } from '../../db/schema';
import { buildTestApp } from '../../test/testApp';
import { buildUser, type TTestUser } from '../../test/factories';

let harness: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  harness = await buildTestApp();
});
afterAll(async () => harness.close());

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');
const setUser = (user: TTestUser, values: Partial<typeof users.$inferInsert>) =>
  harness.ctx.db.update(users).set(values).where(eq(users.id, user.unique_id));
const verify = (user: TTestUser, query = '') =>
  harness.app.inject({ url: `/api/verify/user/credits?unique_id=${user.unique_id}${query}`, headers: { cookie: user.cookie } });
const charge = (user: TTestUser, body: object) =>
  harness.app.inject({ method: 'POST', url: '/api/user/credits/update', headers: { cookie: user.cookie }, payload: { unique_id: user.unique_id, ...body } });
const useRun = (user: TTestUser, body: object = {}) =>
  harness.app.inject({
    method: 'POST',
    url: '/api/update/user/features/runs',
    headers: { cookie: user.cookie },
    payload: { unique_id: user.unique_id, feature_name: 'autoblog_workflow', plan_name: 'anything', ...body },
  });
async function ledgerFor(user: TTestUser) {
  const [row] = await harness.ctx.db
    .select({ n: sql<number>`count(*)::int`, credits: sql<number>`coalesce(sum(${usageEvents.credits}), 0)`.mapWith(usageEvents.credits) })
    .from(usageEvents)
    .where(eq(usageEvents.userId, user.unique_id));
  return row!;
}

describe('GET /api/verify/user/credits', () => {
  it('answers the balance of a new trial account', async () => {
    const user = await buildUser(harness.app);
    const response = await verify(user);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ pool: 'user', credit_limit: 200, credits_used: 0, additional_credits: 0, credits_left: 200, byok: false });
  });

  it('answers 429 at 0 credits left, counting add-on credits, and lets byok calls through', async () => {
    const user = await buildUser(harness.app);
    await setUser(user, { creditsUsed: 199.9 });
    expect((await verify(user)).json().credits_left).toBe(0.1);
    await setUser(user, { creditsUsed: 200 });
    const exhausted = await verify(user);
    expect(exhausted.statusCode).toBe(429);
    expect(exhausted.json()).toMatchObject({ error: 'credits_exhausted', message: expect.stringMatching(/used all the credits/) });
    expect((await verify(user, '&key=true')).json()).toMatchObject({ byok: true, credits_left: 0 });
    await setUser(user, { additionalCredits: 50 });
    expect((await verify(user)).json().credits_left).toBe(50);
  });

  it('answers 430 once the plan has expired', async () => {
    const user = await buildUser(harness.app);
    await setUser(user, { expiryDate: new Date(Date.now() - 1_000) });
    const response = await verify(user);
    expect(response.statusCode).toBe(430);
    expect(response.json()).toMatchObject({ error: 'plan_expired' });
    expect((await charge(user, { output_text: [words(10)] })).statusCode).toBe(430);
  });

  it('guards identity and teams', async () => {
    const user = await buildUser(harness.app);
    const other = await buildUser(harness.app);
    expect((await harness.app.inject({ url: `/api/verify/user/credits?unique_id=${user.unique_id}` })).statusCode).toBe(401);
    expect((await harness.app.inject({ url: `/api/verify/user/credits?unique_id=${other.unique_id}`, headers: { cookie: user.cookie } })).statusCode).toBe(403);
    const [team] = await harness.ctx.db.insert(teams).values({ adminId: other.unique_id, creditLimit: 1000 }).returning();
    expect((await verify(user, `&team_id=${team!.id}`)).statusCode).toBe(403);
    expect((await verify(user, '&team_id=not-a-team')).statusCode).toBe(403);
  });
});

describe('POST /api/user/credits/update', () => {
  it('charges one credit per 100 words and records the generation in the ledger', async () => {
    const user = await buildUser(harness.app);
    const response = await charge(user, { output_text: [words(200), words(50)], feature: 'factgpt', model: 'gpt-4' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ words: 250, credits_charged: 2.5, credits_used: 2.5, credits_left: 197.5 });
    const [event] = await harness.ctx.db.select().from(usageEvents).where(eq(usageEvents.userId, user.unique_id));
    expect(event).toMatchObject({ feature: 'factgpt', model: 'gpt-4', words: 250, credits: 2.5, teamId: null });
  });

  it('charges the last credits left, then refuses with 429 and charges nothing', async () => {
    const user = await buildUser(harness.app);
    await setUser(user, { creditsUsed: 199.5 });
    const last = await charge(user, { output_text: [words(100)] });
    expect(last.json()).toMatchObject({ credits_charged: 0.5, credits_used: 200, credits_left: 0 });
    const refused = await charge(user, { output_text: [words(100)] });
    expect(refused.statusCode).toBe(429);
    expect(await ledgerFor(user)).toEqual({ n: 1, credits: 0.5 });
  });

  it('never overspends when generations finish at the same time', async () => {
    const user = await buildUser(harness.app);
    await setUser(user, { creditsUsed: 195 });
    const responses = await Promise.all(Array.from({ length: 12 }, () => charge(user, { output_text: [words(100)] })));
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
    const [row] = await harness.ctx.db.select({ used: users.creditsUsed }).from(users).where(eq(users.id, user.unique_id));
    expect(row!.used).toBe(200);
    expect(await ledgerFor(user)).toEqual({ n: 5, credits: 5 });
  });

  it('charges the team pool in team mode', async () => {
    const admin = await buildUser(harness.app);
    const member = await buildUser(harness.app);
    const [team] = await harness.ctx.db.insert(teams).values({ adminId: admin.unique_id, creditLimit: 1000 }).returning();
    await harness.ctx.db.insert(teamMembers).values([{ teamId: team!.id, userId: admin.unique_id }, { teamId: team!.id, userId: member.unique_id }]);
    const response = await charge(member, { team_id: team!.id, output_text: [words(300)] });
    expect(response.json()).toMatchObject({ pool: 'team', credits_charged: 3, credits_used: 3, credit_limit: 1000 });
    expect((await verify(member)).json().credits_used).toBe(0);
    const [event] = await harness.ctx.db.select().from(usageEvents).where(eq(usageEvents.userId, member.unique_id));
    expect(event!.teamId).toBe(team!.id);
  });

  it('rejects bad bodies with a message and charges nothing', async () => {
    const user = await buildUser(harness.app);
    const notArray = await charge(user, { output_text: 'text' });
    expect(notArray.statusCode).toBe(400);
    expect(notArray.json()).toMatchObject({ field: 'output_text' });
    const tooMany = await charge(user, { output_text: Array.from({ length: 101 }, () => 'x') });
    expect(tooMany.json().message).toBe('At most 100 output_text entries.');
    expect(await ledgerFor(user)).toEqual({ n: 0, credits: 0 });
    const empty = await charge(user, { output_text: [''] });
    expect(empty.json()).toMatchObject({ credits_charged: 0, words: 0 });
  });
});

describe('POST /api/update/user/features/runs', () => {
  it('uses the plan’s runs, then additional runs, then answers 429', async () => {
    const user = await buildUser(harness.app);
    await setUser(user, { additionalRuns: { autoblog_workflow: 1, content_optimization: 0 } });
    const left: number[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await useRun(user);
      expect(response.statusCode).toBe(200);
      expect(response.json().status).toBe(200);
      left.push(response.json().runs_left);
    }
    expect(left).toEqual([3, 2, 1, 0]);
    const exhausted = await useRun(user);
    expect(exhausted.statusCode).toBe(429);
    expect(exhausted.json()).toMatchObject({ error: 'runs_exhausted' });
    const other = await useRun(user, { feature_name: 'content_optimization' });
    expect(other.json()).toMatchObject({ runs_left: 14, feature_runs: { autoblog_workflow: 0, content_optimization: 14 } });
  });

  it('gives the last run to exactly one of several at once', async () => {
    const user = await buildUser(harness.app);
    await setUser(user, { featureRuns: { autoblog_workflow: 1, content_optimization: 0 } });
    const statuses = (await Promise.all(Array.from({ length: 6 }, () => useRun(user)))).map((r) => r.statusCode);
    expect(statuses.sort()).toEqual([200, 429, 429, 429, 429, 429]);
  });

  it('uses the team’s runs in team mode and refuses unknown features', async () => {
    const admin = await buildUser(harness.app);
    const [team] = await harness.ctx.db
      .insert(teams)
      .values({ adminId: admin.unique_id, featureRuns: { autoblog_workflow: 5, content_optimization: 0 } })
      .returning();
    await harness.ctx.db.insert(teamMembers).values({ teamId: team!.id, userId: admin.unique_id });
    expect((await useRun(admin, { team_id: team!.id })).json()).toMatchObject({ pool: 'team', runs_left: 4 });
    const bad = await useRun(admin, { feature_name: 'everything' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/autoblog_workflow or content_optimization/);
  });
});
