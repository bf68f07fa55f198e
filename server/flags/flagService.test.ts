import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featureFlags } from '../db/schema';
import { buildTestApp } from '../test/testApp';
import { FlagService, type TFlagUser } from './flagService';
import { FlagStore } from './flagStore';

let harness: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  harness = await buildTestApp();
});
afterAll(async () => harness.close());

const user: TFlagUser = { id: 'u1', email: 'writer@example.com', planId: '5-day-trial-plan', teamId: null, teamPlan: null, teamAdminId: null };

describe('FlagService', () => {
  it('answers the plan table when evaluation outlasts the timeout', async () => {
    const service = await FlagService.create({ db: harness.ctx.db, logger: harness.app.log, timeoutMs: 20 });
    await service.store.setOverride('docs', { value: false }, 'test');
    service.store.load = () => new Promise(() => undefined);
    expect(await service.evaluateAll(user, { teamMode: false })).toMatchObject({ docs: true, 'files-limit': 3 });
    await harness.ctx.db.delete(featureFlags);
  });

  it('answers denied when the table cannot be read', async () => {
    const service = await FlagService.create({ db: harness.ctx.db, logger: harness.app.log });
    service.store.load = () => Promise.reject(new Error('database gone'));
    expect(await service.evaluateAll(user, { teamMode: false })).toMatchObject({ docs: false, 'files-limit': null });
  });
});

describe('FlagStore', () => {
  it('keeps the table for the cache time, and drops it on its own writes', async () => {
    let now = 0;
    const store = new FlagStore(harness.ctx.db, 1_000, () => now);
    expect((await store.load()).size).toBe(0);
    await harness.ctx.db.insert(featureFlags).values({ flagId: 'docs', rules: [{ value: false }], updatedBy: 'elsewhere' });
    now = 999;
    expect((await store.load()).size).toBe(0);
    now = 1_000;
    expect((await store.load()).get('docs')).toEqual({ ok: true, overrides: [{ value: false }] });
    await store.setOverride('assets', { value: false, plans: ['pro_monthly_usd'] }, 'admin');
    expect((await store.load()).has('assets')).toBe(true);
    expect(await store.unsetOverride('assets', 'admin', { plans: ['pro_monthly_usd'] })).toBe(true);
    expect((await store.load()).has('assets')).toBe(false);
    expect((await store.rows()).map((row) => row.flagId)).toEqual(['docs']);
    await harness.ctx.db.delete(featureFlags);
  });
});
