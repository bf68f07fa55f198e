import { describe, expect, it } from 'vitest';
import { nudgeDay, purchaseNudgeDue, trialDaysLeft, trialExtensionProgress } from './trialNudgeRules';

const now = Date.parse('2030-03-10T12:00:00.000Z');
const hours = (n: number) => new Date(now + n * 3_600_000).toISOString();
const trial = (expiryDate: string | null, userPlan: string | null = '5-day-trial-plan') => ({ userPlan, expiryDate });

describe('purchaseNudgeDue', () => {
  it('shows in the last two days of a running free trial', () => {
    expect(purchaseNudgeDue(trial(hours(49)), now, null)).toBe(false);
    expect(purchaseNudgeDue(trial(hours(48)), now, null)).toBe(true);
    expect(purchaseNudgeDue(trial(hours(1)), now, null)).toBe(true);
    expect(purchaseNudgeDue(trial(hours(0)), now, null)).toBe(false);
    expect(purchaseNudgeDue(trial(hours(-5)), now, null)).toBe(false);
    expect(purchaseNudgeDue(trial(hours(10), 'ls-free-trial'), now, null)).toBe(true);
  });

  it('shows once per UTC day', () => {
    expect(purchaseNudgeDue(trial(hours(20)), now, '2030-03-10')).toBe(false);
    expect(purchaseNudgeDue(trial(hours(20)), now, '2030-03-09')).toBe(true);
    expect(nudgeDay(now)).toBe('2030-03-10');
  });

  it('never shows to users who are not on a free trial, or without an end date', () => {
    expect(purchaseNudgeDue(trial(hours(20), 'pro_monthly_usd_49'), now, null)).toBe(false);
    expect(purchaseNudgeDue(trial(hours(20), 'forever_free_plan'), now, null)).toBe(false);
    expect(purchaseNudgeDue(trial(null), now, null)).toBe(false);
  });
});

describe('trialDaysLeft and trialExtensionProgress', () => {
  it('rounds days up and stops at 0', () => {
    expect([hours(1), hours(24), hours(25), hours(-1)].map((date) => trialDaysLeft(date, now))).toEqual([1, 1, 2, 0]);
    expect(trialDaysLeft(null, now)).toBe(0);
  });

  it('counts runs used as the plan limit minus the runs left', () => {
    const user = {
      currentDetails: { planName: 'p', displayName: 'P', creditLimit: 200, runLimits: { autoblog_workflow: 3, content_optimization: 15 } },
      featureRuns: { autoblog_workflow: 2, content_optimization: 15 },
      creditsUsed: 12.5,
    };
    expect(trialExtensionProgress(user)).toEqual({
      articles: { used: 1, needed: 2 },
      optimizations: { used: 0, needed: 10 },
      credits: { used: 12.5, needed: 50 },
    });
  });
});
