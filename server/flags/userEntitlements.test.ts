import { describe, expect, it } from 'vitest';
import { deniedFlags, planDefaults } from '@core/flags/catalogue';
import { flagTraitsFor } from '@core/plans/flagTraits';
import { entitlementsFromFlags } from './userEntitlements';

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
