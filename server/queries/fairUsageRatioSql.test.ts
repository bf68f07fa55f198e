import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERATION_MODES, type TGenerationMode } from '@core/plans/access';
import { FAIR_USAGE_ALLOWANCE, FAIR_USAGE_WINDOW_MS } from '@core/usage/fairUsage';
import { recordGeneration } from '../commands/generationRecorder';
import { refreshUserFupRatio } from '../commands/userFupRatioRefresher';
import { rowsOf } from '../db/rows';
import { fairUsage, users } from '../db/schema';
import { buildUser } from '../test/factories';
import { buildTestApp, TEST_ORIGIN } from '../test/testApp';
import { loadFairUsageRatio } from './fairUsageLoader';
import { loadGenerationGate } from './generationGateLoader';

let harness: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  harness = await buildTestApp();
});
afterAll(async () => harness.close());

async function ratioOf(events: number, allowance: number): Promise<number> {
  const [row] = rowsOf<{ ratio: number }>(await harness.ctx.db.execute(sql`select fair_usage_ratio(${events}::bigint, ${allowance}::integer) as ratio`));
  return row!.ratio;
}

describe('the fair-use ratio (one rule, the database’s fair_usage_ratio)', () => {
  it.each(GENERATION_MODES)('reaches 100 exactly at the allowance of %s', async (mode) => {
    const allowance = FAIR_USAGE_ALLOWANCE[mode];
    expect(await ratioOf(0, allowance)).toBe(0);
    expect(await ratioOf(allowance - 1, allowance)).toBeLessThan(100);
    expect(await ratioOf(allowance, allowance)).toBe(100);
    expect(await ratioOf(allowance * 2, allowance)).toBe(200);
  });

  it('rounds down, so 99.x is still under the limit', async () => {
    expect(await ratioOf(14, FAIR_USAGE_ALLOWANCE.instruct)).toBe(93);
    expect(await ratioOf(13, FAIR_USAGE_ALLOWANCE.instruct)).toBe(86);
    expect(await ratioOf(4, FAIR_USAGE_ALLOWANCE.domain)).toBe(80);
  });

  // Counts chosen so that rounding to nearest or up would differ from rounding down (86.7, 93.3).
  const counts: Record<TGenerationMode, number> = { instruct: 13, serp: 9, url: 10, file: 0, domain: 4 };
  const expected: Record<TGenerationMode, number> = { instruct: 86, serp: 90, url: 100, file: 0, domain: 80 };

  it('reads the same in every place that reports it: the record, the stored ratios, the check, the status, the gate and the user record', async () => {
    const user = await buildUser(harness.app);
    const now = new Date();
    const recorded: Partial<Record<TGenerationMode, number>> = {};
    for (const mode of GENERATION_MODES) {
      for (let i = 0; i < counts[mode]; i++) recorded[mode] = (await recordGeneration(harness.ctx.db, { userId: user.unique_id, mode, now })).ratio;
    }
    const stored = await harness.ctx.db.select({ mode: fairUsage.mode, ratio: fairUsage.ratio }).from(fairUsage).where(eq(fairUsage.userId, user.unique_id));
    const headers = { cookie: user.cookie, origin: TEST_ORIGIN };
    for (const mode of GENERATION_MODES) {
      if (counts[mode] > 0) expect(recorded[mode]).toBe(expected[mode]);
      if (counts[mode] > 0) expect(stored.find((row) => row.mode === mode)?.ratio).toBe(expected[mode]);
      expect(await loadFairUsageRatio(harness.ctx.db, { userId: user.unique_id, mode, now })).toBe(expected[mode]);
      expect((await loadGenerationGate(harness.ctx.database, { userId: user.unique_id, mode, now }))?.fair_usage_ratio).toBe(expected[mode]);
      const status = await harness.app.inject({ url: `/api/fair/usage/status?unique_id=${user.unique_id}&mode=${mode}`, headers });
      expect(status.json()).toMatchObject({ mode, ratio: expected[mode] });
    }
    // users.fup_ratio is the highest mode's: as record_generation stored it, and as the refresher computes it.
    const highest = Math.max(...Object.values(expected));
    expect((await harness.ctx.db.select({ ratio: users.fupRatio }).from(users).where(eq(users.id, user.unique_id)))[0]?.ratio).toBe(highest);
    expect(await refreshUserFupRatio(harness.ctx.db, { userId: user.unique_id, now })).toBe(highest);
    const check = await harness.app.inject({ method: 'POST', url: '/api/fair/usage/check', headers, payload: { unique_id: user.unique_id, mode: 'serp' } });
    expect(check.json()).toMatchObject({ ratio: expected.serp });
    const details = await harness.app.inject({ url: `/api/fetch/user/details?unique_id=${user.unique_id}`, headers });
    expect(details.json().fup_ratio).toBe(highest);

    // Once the window has passed, every reader drops to 0 together.
    const later = new Date(now.getTime() + FAIR_USAGE_WINDOW_MS + 1_000);
    expect(await refreshUserFupRatio(harness.ctx.db, { userId: user.unique_id, now: later })).toBe(0);
    expect(await loadFairUsageRatio(harness.ctx.db, { userId: user.unique_id, mode: 'url', now: later })).toBe(0);
    expect((await loadGenerationGate(harness.ctx.database, { userId: user.unique_id, mode: 'url', now: later }))?.fair_usage_ratio).toBe(0);
  }, 120_000);
});
