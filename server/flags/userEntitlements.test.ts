import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deniedFlags, planDefaults } from '@core/flags/catalogue';
import { flagTraitsFor } from '@core/plans/flagTraits';
import { loadUserDetails } from '../queries/userDetailsLoader';
import { buildUser } from '../test/factories';
import { buildTestApp } from '../test/testApp';
import { entitlementsFromFlags, entitlementsOf, loadUserEntitlements } from './userEntitlements';
import { flagUserOf } from './flagUser';

const traitsFor = (planId: string) => {
  const check = flagTraitsFor({ featureId: 'x', userId: 'u1', email: 'a@b.c', planId, teamMode: false, teamId: null, teamPlan: null, teamAdminId: null });
  if (!check.ok) throw new Error('traits');
  return check.traits;
};

describe('entitlementsFromFlags', () => {
  it('reads the plan table defaults of a trial user', () => {
    const entitlements = entitlementsFromFlags(planDefaults(traitsFor('5-day-trial-plan')));
    expect(entitlements).toMatchObject({
      modes: ['instruct', 'serp', 'url', 'file', 'domain'],
      selectionLimits: { files: 3, urls: 3, domains: 1 },
      defaultModels: { chat: 'azure-gpt', workflow: 'azure-gpt' },
    });
    expect(entitlements.languages).toHaveLength(11);
    expect(entitlements.factgptModels).toEqual(['gpt-4', 'gpt-4-turbo', 'gpt-3-5-turbo-16k', 'claude-3-opus']);
  });

  it('denies everything when the flags failed (spec §5: denied or null)', () => {
    expect(entitlementsFromFlags(deniedFlags())).toMatchObject({
      modes: [],
      factgptModels: [],
      languages: [],
      brandVoiceLimit: null,
      selectionLimits: { files: null, urls: null, domains: null },
      defaultModels: { chat: null, workflow: null },
    });
  });

  it('keeps only known modes and string languages from an overridden json flag', () => {
    const flags = { ...planDefaults(traitsFor('5-day-trial-plan')), modes: ['serp', 'teleport', 3], languages: ['German', null] };
    expect(entitlementsFromFlags(flags)).toMatchObject({ modes: ['serp'], languages: ['German'] });
  });
});

describe('entitlementsOf (the generation gate’s few flags)', () => {
  let harness: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    harness = await buildTestApp();
  });
  afterAll(async () => harness.close());

  it('answers what loadUserEntitlements answers, overrides included', async () => {
    const { ctx, app } = harness;
    const user = await buildUser(app);
    await ctx.flags.store.setOverride('modes', { value: ['instruct', 'file'], emails: [user.email] }, 'test');
    await ctx.flags.store.setOverride('factgpt-model-gpt-4', { value: false, emails: [user.email] }, 'test');
    await ctx.flags.store.setOverride('files-limit', { value: 7, emails: [user.email] }, 'test');
    const flagUser = flagUserOf((await loadUserDetails(ctx.database, user.unique_id))!);
    const { flags: _all, ...expected } = (await loadUserEntitlements(ctx, user.unique_id, { teamMode: false }))!;
    expect(expected).toMatchObject({ modes: ['instruct', 'file'], selectionLimits: { files: 7 } });
    expect(expected.factgptModels).not.toContain('gpt-4');
    expect(await entitlementsOf(ctx.flags, flagUser, { teamMode: false })).toEqual(expected);
  });
});
