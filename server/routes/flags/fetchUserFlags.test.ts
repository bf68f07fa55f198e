import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@core/flags/catalogue';
import { featureFlags, teamMembers, teams, users } from '../../db/schema';
import { buildUser, type TTestUser } from '../../test/factories';
import { buildTestApp } from '../../test/testApp';

let harness: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  harness = await buildTestApp();
});
afterAll(async () => harness.close());

const flagsOf = async (user: TTestUser, query = '') => {
  const response = await harness.app.inject({ url: `/api/fetch/user/flags?unique_id=${user.unique_id}${query}`, headers: { cookie: user.cookie } });
  expect(response.statusCode).toBe(200);
  return response.json<{ flags: Record<string, unknown> }>().flags;
};
const setPlanInDb = (user: TTestUser, planName: string | null) => harness.ctx.db.update(users).set({ planName }).where(eq(users.id, user.unique_id));

describe('GET /api/fetch/user/flags', () => {
  it('answers the plan table for a new trial user', async () => {
    const flags = await flagsOf(await buildUser(harness.app));
    expect(flags).toMatchObject({
      'brand-voice': true,
      docs: true,
      'factgpt-page': true,
      'content-planner': true,
      'optimizer-seo': true,
      'optimizer-plagiarism': true,
      'credits-in-sidebar': true,
      'pricing-button': true,
      'account-team-tab': true,
      'copy-download': false,
      'subscription-buttons': false,
      'files-limit': 3,
      'integration-hubspot': false,
      'integration-wordpress': true,
      modes: ['instruct', 'serp', 'url', 'file', 'domain'],
      languages: [...LANGUAGES],
      'app-downtime-flag': 0,
      'default-model-chat': 'azure-gpt',
      'default-model-workflow': 'azure-gpt',
      'pricing-page-view-id': 'new-mrr-user',
    });
  });

  it('follows a plan set directly in the database', async () => {
    const user = await buildUser(harness.app);
    await setPlanInDb(user, 'premium_tier_1_monthly_june_2024');
    expect(await flagsOf(user)).toMatchObject({
      'account-team-tab': false,
      'team-mode-toggle': false,
      'copy-download': true,
      'subscription-buttons': true,
      'files-limit': 10,
      'default-model-workflow': 'claude',
    });
    await setPlanInDb(user, 'custom_enterprise');
    expect(await flagsOf(user)).toMatchObject({ 'pricing-button': false, 'pricing-page-view-id': null, 'integration-hubspot': true });
  });

  it('lets an override by plan and by email win, and shows an admin change at once', async () => {
    const user = await buildUser(harness.app);
    const other = await buildUser(harness.app);
    await harness.ctx.flags.store.setOverride('repurpose', { value: false, plans: ['5-day-trial-plan'] }, 'test');
    await harness.ctx.flags.store.setOverride('repurpose', { value: true, emails: [user.email.toUpperCase()] }, 'test');
    await harness.ctx.flags.store.setOverride('files-limit', { value: 7, plans: ['5-day-trial-plan'] }, 'test');
    expect(await flagsOf(user)).toMatchObject({ repurpose: true, 'files-limit': 7 });
    expect(await flagsOf(other)).toMatchObject({ repurpose: false, 'files-limit': 7 });
    await harness.ctx.flags.store.unsetOverride('repurpose', 'test');
    await harness.ctx.flags.store.unsetOverride('files-limit', 'test');
    expect(await flagsOf(other)).toMatchObject({ repurpose: true, 'files-limit': 3 });
  });

  it('answers denied or null when a trait is missing, and for a broken stored flag', async () => {
    const user = await buildUser(harness.app);
    await setPlanInDb(user, null);
    const flags = await flagsOf(user);
    expect(flags).toMatchObject({ docs: false, 'pricing-button': false, 'files-limit': null, languages: null, 'default-model-chat': null });
    expect(Object.values(flags).every((value) => value === false || value === null)).toBe(true);

    const other = await buildUser(harness.app);
    await harness.ctx.db.insert(featureFlags).values({ flagId: 'assets', rules: [{ value: 'yes' }], updatedBy: 'hand' });
    await harness.ctx.db.insert(featureFlags).values({ flagId: 'docs', rules: 'not a list' as never, updatedBy: 'hand' });
    harness.ctx.flags.store.invalidate();
    expect(await flagsOf(other)).toMatchObject({ assets: false, docs: false, 'factgpt-page': true });
    await harness.ctx.db.delete(featureFlags);
    harness.ctx.flags.store.invalidate();
  });

  it('honours team mode only for a user in a team, and denies a team without its plan', async () => {
    const admin = await buildUser(harness.app);
    const member = await buildUser(harness.app);
    expect(await flagsOf(member, '&team_mode=true')).toMatchObject({ 'copy-download': false, 'files-limit': 3 });
    const [team] = await harness.ctx.db.insert(teams).values({ adminId: admin.unique_id, creditLimit: 1000, planName: 'agency_monthly_april_2024' }).returning();
    await harness.ctx.db.insert(teamMembers).values({ teamId: team!.id, userId: member.unique_id });
    expect(await flagsOf(member, '&team_mode=true')).toMatchObject({ 'copy-download': true, 'files-limit': 10, 'integration-hubspot': true });
    expect(await flagsOf(member, '&team_mode=false')).toMatchObject({ 'copy-download': false, 'files-limit': 3 });
    await harness.ctx.db.update(teams).set({ planName: null }).where(eq(teams.id, team!.id));
    expect(await flagsOf(member, '&team_mode=true')).toMatchObject({ 'copy-download': false, 'files-limit': null });
  });

  it('refuses callers without a session (401) and other users (403)', async () => {
    const user = await buildUser(harness.app);
    const other = await buildUser(harness.app);
    expect((await harness.app.inject({ url: `/api/fetch/user/flags?unique_id=${user.unique_id}` })).statusCode).toBe(401);
    expect((await harness.app.inject({ url: `/api/fetch/user/flags?unique_id=${other.unique_id}`, headers: { cookie: user.cookie } })).statusCode).toBe(403);
  });
});
