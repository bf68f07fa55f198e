import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TGenerationMode } from '@core/plans/access';
import { FAIR_USAGE_WINDOW_MS } from '@core/usage/fairUsage';
import type { TApp, TContext } from '../context';
import { fairUsage, fairUsageEvents, users } from '../db/schema';
import { loadFairUsageRatio } from '../queries/fairUsageLoader';
import { buildUser, type TTestUser } from '../test/factories';
import { buildTestApp } from '../test/testApp';
import { recordGeneration } from './generationRecorder';

let app: TApp;
let ctx: TContext;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, ctx, close } = await buildTestApp());
});
afterAll(async () => close());

const eventsOf = (user: TTestUser, mode: TGenerationMode) =>
  ctx.db.select().from(fairUsageEvents).where(and(eq(fairUsageEvents.userId, user.unique_id), eq(fairUsageEvents.mode, mode)));
const storedRatio = async (user: TTestUser, mode: TGenerationMode) =>
  (await ctx.db.select({ ratio: fairUsage.ratio }).from(fairUsage).where(and(eq(fairUsage.userId, user.unique_id), eq(fairUsage.mode, mode))))[0]?.ratio;
const fupRatioOf = async (user: TTestUser) => (await ctx.db.select({ fupRatio: users.fupRatio }).from(users).where(eq(users.id, user.unique_id)))[0]?.fupRatio;

describe('recordGeneration (one statement)', () => {
  it('adds the event, answers and stores the mode’s ratio, and keeps users.fup_ratio at the highest mode', async () => {
    const user = await buildUser(app);
    const now = new Date();
    expect(await recordGeneration(ctx.db, { userId: user.unique_id, mode: 'domain', now })).toEqual({ ratio: 20 });
    expect(await recordGeneration(ctx.db, { userId: user.unique_id, mode: 'instruct', now })).toEqual({ ratio: 6 });
    expect(await recordGeneration(ctx.db, { userId: user.unique_id, mode: 'domain', now })).toEqual({ ratio: 40 });
    expect(await eventsOf(user, 'domain')).toHaveLength(2);
    expect(await storedRatio(user, 'domain')).toBe(40);
    expect(await storedRatio(user, 'instruct')).toBe(6);
    expect(await fupRatioOf(user)).toBe(40);
  });

  it('drops the mode’s events older than the window, and only that mode’s', async () => {
    const user = await buildUser(app);
    const now = new Date();
    const old = new Date(now.getTime() - FAIR_USAGE_WINDOW_MS - 1_000);
    await recordGeneration(ctx.db, { userId: user.unique_id, mode: 'serp', now: old });
    await recordGeneration(ctx.db, { userId: user.unique_id, mode: 'url', now: old });
    expect(await recordGeneration(ctx.db, { userId: user.unique_id, mode: 'serp', now })).toEqual({ ratio: 10 });
    expect((await eventsOf(user, 'serp')).map((event) => event.createdAt.getTime())).toEqual([now.getTime()]);
    expect(await eventsOf(user, 'url')).toHaveLength(1);
    // The url event is out of the window: it no longer counts towards fup_ratio.
    expect(await fupRatioOf(user)).toBe(10);
  });

  it('counts every one of several recordings at once, across modes (the user’s row lock)', async () => {
    const user = await buildUser(app);
    const now = new Date();
    const modes: TGenerationMode[] = ['domain', 'domain', 'domain', 'serp', 'instruct', 'domain', 'serp'];
    await Promise.all(modes.map((mode) => recordGeneration(ctx.db, { userId: user.unique_id, mode, now })));
    for (const mode of ['domain', 'serp', 'instruct'] as const) {
      expect(await storedRatio(user, mode)).toBe(await loadFairUsageRatio(ctx.db, { userId: user.unique_id, mode, now }));
    }
    expect(await storedRatio(user, 'domain')).toBe(80);
    expect(await fupRatioOf(user)).toBe(80);
  });

  it('fails for an account that does not exist, recording nothing', async () => {
    await expect(recordGeneration(ctx.db, { userId: 'nobody', mode: 'instruct' })).rejects.toThrow();
    expect(await ctx.db.select().from(fairUsageEvents).where(eq(fairUsageEvents.userId, 'nobody'))).toHaveLength(0);
  });
});
