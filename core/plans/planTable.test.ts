import { describe, expect, it } from 'vitest';
import { PLANS, PLAN_LIST, TRIAL_PLAN_ID, findPlan } from './planTable';
import { INTEGRATION_IDS, PLAN_FAMILIES, type TPlan } from './planTypes';
import { planLacksTeamMode } from './teamMode';
import {
  SPEC_PLAN_IDS,
  specBrandVoiceLimit,
  specMemberFeatureSet,
  specPriceUsd,
  specPricingView,
  specSelectionLimits,
  specTeamPages,
  type TFact,
} from './testing/specFacts';

/** Compares one field with the spec's reading: equal when stated, marked ourChoice when not. */
function expectFact<K extends keyof TPlan>(plan: TPlan, field: K, fact: TFact<TPlan[K]>) {
  if (fact === 'unstated') {
    expect(plan.ourChoice, `${plan.id}.${field} is our choice`).toContain(field);
  } else {
    expect(plan[field], `${plan.id}.${field}`).toEqual(fact);
    expect(plan.ourChoice, `${plan.id}.${field} comes from the spec`).not.toContain(field);
  }
}

/** Durations the plan's name gives: a month, a year, five days, or no end. */
function namedDuration(plan: TPlan): TFact<number | null> {
  if (plan.billing === 'monthly') return 30;
  if (plan.billing === 'annual') return 365;
  if (plan.id === TRIAL_PLAN_ID) return 5;
  if (plan.billing === 'lifetime' || plan.billing === 'free') return null;
  return 'unstated';
}

describe('the plan table', () => {
  it('holds exactly the identifiers of spec §4, each under its own id', () => {
    expect(PLAN_LIST.map((plan) => plan.id).sort()).toEqual([...SPEC_PLAN_IDS].sort());
    expect(Object.keys(PLANS)).toHaveLength(PLAN_LIST.length);
    for (const [id, plan] of Object.entries(PLANS)) expect(plan.id).toBe(id);
  });

  it('keeps the id stored for every new account', () => {
    expect(findPlan('5-day-trial-plan')?.id).toBe(TRIAL_PLAN_ID);
    expect(findPlan('constructor')).toBeUndefined();
    expect(findPlan(null)).toBeUndefined();
  });

  it.each(PLAN_LIST)('$id: spec §6 fields match the spec, or are marked as our choice', (plan) => {
    expectFact(plan, 'teamPages', specTeamPages(plan.id));
    expectFact(plan, 'selectionLimits', specSelectionLimits(plan.id));
    expectFact(plan, 'brandVoiceLimit', specBrandVoiceLimit(plan.id));
    expectFact(plan, 'priceUsd', specPriceUsd(plan.id));
    expectFact(plan, 'memberFeatureSet', specMemberFeatureSet(plan.id));
    expectFact(plan, 'pricingViewId', specPricingView(plan.id));
    expectFact(plan, 'durationDays', namedDuration(plan));
  });

  it.each(PLAN_LIST)('$id: numbers the spec never gives are marked as our choice', (plan) => {
    const never: (keyof TPlan)[] = ['defaultModels'];
    if (plan.family !== 'no_user') never.push('creditLimit', 'runLimits', 'integrations', 'plagiarismRunsAllowed');
    if (plan.family !== 'no_user' && plan.family !== 'forever_free') never.push('creditsRenew');
    if (plan.maxTeamMembers > 0) never.push('maxTeamMembers');
    if (plan.currency === 'inr') never.push('priceInr');
    for (const field of never) expect(plan.ourChoice, `${plan.id}.${field}`).toContain(field);
    expect(new Set(plan.ourChoice).size).toBe(plan.ourChoice.length);
    for (const field of plan.ourChoice) expect(plan).toHaveProperty(field);
  });

  it.each(PLAN_LIST)('$id: a consistent entry', (plan) => {
    expect(PLAN_FAMILIES).toContain(plan.family);
    expect(plan.displayName.trim()).not.toBe('');
    for (const count of [plan.priceUsd, plan.creditLimit, plan.runLimits.autoblog_workflow, plan.runLimits.content_optimization]) {
      expect(Number.isInteger(count) && count >= 0).toBe(true);
    }
    expect(plan.brandVoiceLimit === -1 || plan.brandVoiceLimit >= 0).toBe(true);
    // Spec §6: domains 1 for all (the no-user case, which has no assets page, excepted).
    if (plan.family !== 'no_user') expect(plan.selectionLimits.domains).toBe(1);
    expect(plan.currency === 'inr').toBe(plan.priceInr !== null);
    expect(plan.currency === 'inr').toBe(plan.id.endsWith('_inr'));
    // A team needs the team pages; a plan that owns no team has no member feature set.
    if (!plan.teamPages) expect(plan.maxTeamMembers).toBe(0);
    // Seats are those of a team the plan owns; a plan without team mode (trials) owns none, so its
    // pricing card and the team page say the same thing (docs/decisions.md, Teams).
    if (planLacksTeamMode(plan.id)) expect(plan.maxTeamMembers, plan.id).toBe(0);
    expect(plan.memberFeatureSet === null).toBe(plan.maxTeamMembers === 0);
    expect(new Set(plan.integrations).size).toBe(plan.integrations.length);
    for (const integration of plan.integrations) expect(INTEGRATION_IDS).toContain(integration);
    // Spec §1: forever-free plans have daily credits.
    expect(plan.creditsRenew === 'daily').toBe(plan.family === 'forever_free');
  });

  it.each(PLAN_LIST.filter((plan) => plan.family === 'trial'))('$id leaves room for the trial-extension thresholds', (plan) => {
    expect(plan.runLimits.autoblog_workflow).toBeGreaterThan(2);
    expect(plan.runLimits.content_optimization).toBeGreaterThan(10);
    expect(plan.creditLimit).toBeGreaterThan(50);
  });
});
