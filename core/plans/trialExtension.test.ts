import { describe, expect, it } from 'vitest';
import { isFreeTrialPlan, trialExtensionEligible, usedRuns, type TTrialState } from './trialExtension';

const base: TTrialState = {
  planId: '5-day-trial-plan',
  freeTrialOfferExtended: false,
  runLimits: { autoblog_workflow: 3, content_optimization: 15 },
  featureRuns: { autoblog_workflow: 3, content_optimization: 15 },
  creditsUsed: 0,
  creditLimit: 200,
};

describe('usedRuns', () => {
  it('is the limit minus what is left, with what is left capped at the limit', () => {
    expect(usedRuns(3, 1)).toBe(2);
    expect(usedRuns(3, 10)).toBe(0);
    expect(usedRuns(3, -1)).toBe(3);
  });
});

describe('trialExtensionEligible', () => {
  it('is not earned by a fresh trial', () => {
    expect(trialExtensionEligible(base)).toBe(false);
  });
  it.each([
    ['1 vs 2 workflow runs', { featureRuns: { autoblog_workflow: 2, content_optimization: 15 } }, false],
    ['2 workflow runs', { featureRuns: { autoblog_workflow: 1, content_optimization: 15 } }, true],
    ['9 optimisation runs', { featureRuns: { autoblog_workflow: 3, content_optimization: 6 } }, false],
    ['10 optimisation runs', { featureRuns: { autoblog_workflow: 3, content_optimization: 5 } }, true],
    ['49.9 credits', { creditsUsed: 49.9 }, false],
    ['50 credits', { creditsUsed: 50 }, true],
  ])('threshold: %s', (_label, change, expected) => {
    expect(trialExtensionEligible({ ...base, ...change })).toBe(expected);
  });
  it('happens once, and only on a free trial', () => {
    expect(trialExtensionEligible({ ...base, creditsUsed: 80, freeTrialOfferExtended: true })).toBe(false);
    expect(trialExtensionEligible({ ...base, creditsUsed: 80, planId: 'team_annual_april_2024' })).toBe(false);
    expect(trialExtensionEligible({ ...base, creditsUsed: 80, planId: 'ls-free-trial' })).toBe(true);
  });

  it('does not count a trial whose credits and runs wait for a verified email as having used its runs', () => {
    const waiting = { ...base, creditLimit: 0, featureRuns: { autoblog_workflow: 0, content_optimization: 0 } };
    expect(trialExtensionEligible(waiting)).toBe(false);
    expect(trialExtensionEligible({ ...waiting, creditLimit: 200 })).toBe(true);
    expect(isFreeTrialPlan('forever_free_plan')).toBe(false);
  });
});
