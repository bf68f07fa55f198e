import { describe, expect, it } from 'vitest';
import type { TFlagTraits } from '../plans/flagTraits';
import { PLAN_LIST } from '../plans/planTable';
import { deniedFlags, FLAG_CATALOGUE, FLAG_IDS, findFlag, LANGUAGES, planDefaults, valueFitsFlag } from './catalogue';

const traits = (planId: string, extra: Partial<TFlagTraits> = {}): TFlagTraits => ({
  planId,
  email: 'writer@example.com',
  teamMode: false,
  teamMember: false,
  teamPlan: null,
  teamId: null,
  ltdEntitlement: '',
  ...extra,
});

const ALL_INTEGRATIONS = { webflow: true, custom: true, ghost: true, medium: true, googledocs: true, googledrive: true, googlesearchconsole: true, hubspot: true, wordpress: true, chromeplugin: true };
const SOLO_INTEGRATIONS = { ...ALL_INTEGRATIONS, webflow: false, custom: false, hubspot: false };
const integrations = (set: Record<string, boolean>) => Object.fromEntries(Object.entries(set).map(([id, on]) => [`integration-${id}`, on]));
const MODES = ['instruct', 'serp', 'url', 'file', 'domain'];

/** Every flag for a solo trial user (spec §6: free trial has the team pages, 3/3/1, no copy). */
const TRIAL: Record<string, unknown> = {
  'brand-voice': true,
  'brand-voice-limit': 1,
  'factgpt-page': true,
  'factgpt-model-gpt-4': true,
  'factgpt-model-gpt-4-turbo': true,
  'factgpt-model-gpt-3-5-turbo-16k': true,
  'factgpt-model-claude-3-opus': true,
  'serp-checkbox': true,
  'attach-menu': true,
  docs: true,
  'content-planner': true,
  'optimizer-seo': true,
  'optimizer-factcheck': true,
  'optimizer-interlinking': true,
  'optimizer-humanize': true,
  'optimizer-plagiarism': true,
  assets: true,
  'files-limit': 3,
  'urls-limit': 3,
  'domains-limit': 1,
  ...integrations(SOLO_INTEGRATIONS),
  repurpose: true,
  'runs-progress-bar': true,
  'credits-in-sidebar': true,
  'account-team-tab': true,
  'account-analytics-tab': false,
  'team-mode-toggle': true,
  modes: MODES,
  'pricing-button': true,
  'subscription-buttons': false,
  'chat-support': true,
  'copy-download': false,
  languages: [...LANGUAGES],
  'app-downtime-flag': 0,
  'default-model-chat': 'azure-gpt',
  'default-model-workflow': 'azure-gpt',
  'pricing-page-view-id': 'new-mrr-user',
};

describe('the flag catalogue', () => {
  it('gives every flag a trial user default (the table above covers the whole catalogue)', () => {
    expect(Object.keys(TRIAL).toSorted()).toEqual([...FLAG_IDS].toSorted());
    expect(planDefaults(traits('5-day-trial-plan'))).toEqual(TRIAL);
  });

  it('follows a paid solo plan: no team pages, 10/10/1, copy allowed, claude for workflows', () => {
    expect(planDefaults(traits('premium_tier_1_monthly_june_2024'))).toEqual({
      ...TRIAL,
      'brand-voice-limit': -1,
      'files-limit': 10,
      'urls-limit': 10,
      'account-team-tab': false,
      'team-mode-toggle': false,
      'subscription-buttons': true,
      'copy-download': true,
      'default-model-workflow': 'claude',
    });
  });

  it('locks the pricing button of custom plans and gives them every integration', () => {
    expect(planDefaults(traits('custom_enterprise'))).toMatchObject({ 'pricing-button': false, 'pricing-page-view-id': null, ...integrations(ALL_INTEGRATIONS) });
  });

  it('gives the no-user case only what spec §6 allows', () => {
    expect(planDefaults(traits('no_user'))).toMatchObject({
      'brand-voice': false,
      docs: false,
      'factgpt-page': false,
      'factgpt-model-gpt-4': false,
      'serp-checkbox': false,
      repurpose: false,
      'credits-in-sidebar': false,
      'chat-support': false,
      modes: [],
      'files-limit': 0,
      'pricing-button': false,
      ...integrations(Object.fromEntries(Object.keys(ALL_INTEGRATIONS).map((id) => [id, false]))),
    });
  });

  it('reads the team plan in team mode, and names legacy team members', () => {
    const member = traits('forever_free_plan', { teamMode: true, teamMember: true, teamId: 't1', teamPlan: 'team_monthly_usd' });
    expect(planDefaults(member)).toMatchObject({
      'files-limit': 10,
      'brand-voice-limit': 10,
      'copy-download': true,
      'account-analytics-tab': true,
      'pricing-page-view-id': 'team-member-legacy',
      'integration-hubspot': true,
    });
    expect(planDefaults({ ...member, teamMode: false })).toMatchObject({ 'files-limit': 3, 'copy-download': false, 'account-analytics-tab': false });
  });

  it.each(PLAN_LIST)('gives $id a value of the right type for every flag', (plan) => {
    for (const [id, value] of Object.entries(planDefaults(traits(plan.id)))) expect(valueFitsFlag(findFlag(id)!, value), id).toBe(true);
  });

  it('denies booleans and gives other flags no value when the check fails', () => {
    const denied = deniedFlags();
    for (const flag of FLAG_CATALOGUE) expect(denied[flag.id]).toBe(flag.type === 'boolean' ? false : null);
  });

  it('has unique kebab-case ids and checks value types', () => {
    expect(new Set(FLAG_IDS).size).toBe(FLAG_IDS.length);
    for (const id of FLAG_IDS) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(valueFitsFlag(findFlag('docs')!, 'yes')).toBe(false);
    expect(valueFitsFlag(findFlag('files-limit')!, 5)).toBe(true);
    expect(valueFitsFlag(findFlag('files-limit')!, Number.NaN)).toBe(false);
    expect(valueFitsFlag(findFlag('default-model-chat')!, 'claude')).toBe(true);
    expect(valueFitsFlag(findFlag('languages')!, ['English-US'])).toBe(true);
    expect(findFlag('nope')).toBeUndefined();
  });
});
