import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLANS } from '@core/plans/planTable';
import { users } from '../db/schema';
import type { TContext } from '../context';
import { buildUser } from '../test/factories';
import { buildTestApp } from '../test/testApp';
import { AdminError } from './adminError';
import { setPlan } from './setPlan';

let ctx: TContext;
let app: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  app = await buildTestApp();
  ctx = app.ctx;
});
afterAll(() => app.close());

const rowOf = async (email: string) => (await ctx.db.select().from(users).where(eq(users.email, email)))[0]!;

describe('set-plan', () => {
  it('puts an account on a paid plan: credits, runs, expiry, paid and active', async () => {
    const user = await buildUser(app.app);
    const now = new Date('2026-03-01T00:00:00Z');
    const message = await setPlan(ctx.db, user.email.toUpperCase(), 'premium_tier_1_monthly_june_2024', now);
    const plan = PLANS.premium_tier_1_monthly_june_2024!;
    const row = await rowOf(user.email);
    expect(row).toMatchObject({
      planName: plan.id,
      creditLimit: plan.creditLimit,
      featureRuns: plan.runLimits,
      paidUser: true,
      subscriptionStatus: 'active',
      expiryDate: new Date('2026-03-31T00:00:00Z'),
    });
    expect(message).toContain(`${user.email} is now on ${plan.displayName}`);
    expect(message).toContain('until 2026-03-31');
  });

  it('gives plans without an end no expiry, and a free plan is not paid', async () => {
    const user = await buildUser(app.app);
    await setPlan(ctx.db, user.email, 'forever_free_plan');
    expect(await rowOf(user.email)).toMatchObject({ planName: 'forever_free_plan', expiryDate: null, paidUser: false, subscriptionStatus: null });
    await setPlan(ctx.db, user.email, '5-day-trial-plan');
    expect(await rowOf(user.email)).toMatchObject({ planName: '5-day-trial-plan', paidUser: false, subscriptionStatus: 'trialing' });
  });

  it('refuses an unknown plan id and names the close ones, changing nothing', async () => {
    const user = await buildUser(app.app);
    const attempt = setPlan(ctx.db, user.email, 'premium_tier_1_monthly');
    await expect(attempt).rejects.toBeInstanceOf(AdminError);
    await expect(attempt).rejects.toThrow(/Unknown plan id "premium_tier_1_monthly"\. Did you mean: premium_tier_1_monthly_june_2024/);
    await expect(setPlan(ctx.db, user.email, 'no_user')).rejects.toThrow(/Unknown plan id "no_user"/);
    await expect(setPlan(ctx.db, user.email, 'constructor')).rejects.toThrow(/Unknown plan id/);
    expect((await rowOf(user.email)).planName).toBe('5-day-trial-plan');
  });

  it('refuses an email no account has', async () => {
    await expect(setPlan(ctx.db, 'nobody@example.com', 'pro_monthly_usd')).rejects.toThrow(
      /No account has the email "nobody@example.com"\. List the accounts with: npm run admin -- list-users/,
    );
  });
});
