import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { utcDay } from '@core/credits/creditPeriods';
import { findPlan } from '@core/plans/planTable';
import { assignPlan } from '../../commands/planAssigner';
import { usageEvents, users } from '../../db/schema';
import { buildTestApp } from '../../test/testApp';
import { buildUser, type TTestUser } from '../../test/factories';

let harness: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  harness = await buildTestApp();
});
afterAll(async () => harness.close());

const DAY_MS = 86_400_000;
const today = () => utcDay(new Date());
const yesterday = () => utcDay(new Date(Date.now() - DAY_MS));
const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');
const setUser = (user: TTestUser, values: Partial<typeof users.$inferInsert>) => harness.ctx.db.update(users).set(values).where(eq(users.id, user.unique_id));
const userRow = async (user: TTestUser) => (await harness.ctx.db.select().from(users).where(eq(users.id, user.unique_id)))[0]!;
const verify = (user: TTestUser) => harness.app.inject({ url: `/api/verify/user/credits?unique_id=${user.unique_id}`, headers: { cookie: user.cookie } });
const details = (user: TTestUser) => harness.app.inject({ url: `/api/fetch/user/details?unique_id=${user.unique_id}`, headers: { cookie: user.cookie } });
const charge = (user: TTestUser, n: number) =>
  harness.app.inject({ method: 'POST', url: '/api/user/credits/update', headers: { cookie: user.cookie }, payload: { unique_id: user.unique_id, output_text: [words(n)] } });
async function ledgerCredits(user: TTestUser) {
  const [row] = await harness.ctx.db.select({ credits: sql<number>`coalesce(sum(${usageEvents.credits}), 0)`.mapWith(usageEvents.credits) }).from(usageEvents).where(eq(usageEvents.userId, user.unique_id));
  return row!.credits;
}
async function freeUser() {
  const user = await buildUser(harness.app);
  await assignPlan(harness.ctx.db, user.unique_id, findPlan('forever_free_plan')!);
  return user;
}

describe('daily credits of forever-free plans (UTC day)', () => {
  it('a day used up is refused today, and reads as a fresh allowance once the day has passed', async () => {
    const user = await freeUser();
    await setUser(user, { creditsUsed: 10, creditsDay: today() });
    expect((await verify(user)).statusCode).toBe(429);
    expect((await details(user)).json()).toMatchObject({ credits_used: 10, credit_limit: 10 });
    await setUser(user, { creditsDay: yesterday() });
    expect((await verify(user)).json()).toMatchObject({ credits_used: 0, credits_left: 10 });
    expect((await details(user)).json()).toMatchObject({ credits_used: 0, additional_credits: 0 });
  });

  it('the first charge of a day starts the day: usage past the plan came out of add-ons, which stay spent', async () => {
    const user = await freeUser();
    await setUser(user, { creditsUsed: 12, additionalCredits: 5, creditsDay: yesterday() });
    expect((await verify(user)).json()).toMatchObject({ credits_used: 0, additional_credits: 3, credits_left: 13 });
    const response = await charge(user, 100);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ credits_charged: 1, credits_used: 1, additional_credits: 3 });
    expect(await userRow(user)).toMatchObject({ creditsUsed: 1, additionalCredits: 3, creditsDay: today() });
  });

  it('paid plans are not renewed by the day', async () => {
    const user = await buildUser(harness.app);
    await setUser(user, { creditsUsed: 200, creditsDay: yesterday() });
    expect((await verify(user)).statusCode).toBe(429);
  });

  it('two generations at the day\'s limit never overspend', async () => {
    const user = await freeUser();
    await setUser(user, { creditsUsed: 9, creditsDay: today() });
    const responses = await Promise.all([charge(user, 100), charge(user, 100)]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 429]);
    expect((await userRow(user)).creditsUsed).toBe(10);
    expect(await ledgerCredits(user)).toBe(1);
  });

  it('many generations racing over a day boundary start the day once and spend exactly the allowance', async () => {
    const user = await freeUser();
    await setUser(user, { creditsUsed: 10, creditsDay: yesterday() });
    const responses = await Promise.all(Array.from({ length: 14 }, () => charge(user, 100)));
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(10);
    expect(responses.filter((r) => r.statusCode === 429)).toHaveLength(4);
    expect(await userRow(user)).toMatchObject({ creditsUsed: 10, creditsDay: today() });
    expect(await ledgerCredits(user)).toBe(10);
  });
});

describe('admin-assigned plans: a plan assigned after the previous one ended starts a new period', () => {
  const plan = findPlan('premium_tier_1_monthly_june_2024')!;
  const usedUp = { creditsUsed: plan.creditLimit + 4, additionalCredits: 10, featureRuns: { autoblog_workflow: 0, content_optimization: 0 } };

  it('while the period runs, assigning again keeps the usage', async () => {
    const user = await buildUser(harness.app);
    await assignPlan(harness.ctx.db, user.unique_id, plan);
    await setUser(user, usedUp);
    await assignPlan(harness.ctx.db, user.unique_id, plan);
    expect(await userRow(user)).toMatchObject({ creditsUsed: plan.creditLimit + 4, additionalCredits: 10 });
  });

  it('after the end, usage starts over, spent add-ons stay spent and the plan\'s runs come back', async () => {
    const user = await buildUser(harness.app);
    await assignPlan(harness.ctx.db, user.unique_id, plan);
    await setUser(user, { ...usedUp, expiryDate: new Date(Date.now() - 1_000) });
    expect((await verify(user)).statusCode).toBe(430);
    await assignPlan(harness.ctx.db, user.unique_id, plan);
    expect(await userRow(user)).toMatchObject({ creditsUsed: 0, additionalCredits: 6, featureRuns: plan.runLimits });
    expect((await verify(user)).json()).toMatchObject({ credits_left: plan.creditLimit + 6 });
  });
});
