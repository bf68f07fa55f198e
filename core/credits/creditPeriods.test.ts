import { describe, expect, it } from 'vitest';
import { PLAN_LIST } from '../plans/planTable';
import { currentCredits, hasDailyCredits, nextDailyCreditsAt, startPeriod, utcDay } from './creditPeriods';

describe('hasDailyCredits', () => {
  it.each(PLAN_LIST.map((plan) => [plan.id, plan.creditsRenew] as const))('%s renews %s', (id, renew) => {
    expect(hasDailyCredits(id)).toBe(renew === 'daily');
  });
  it('covers every forever_free id and nothing without a plan', () => {
    expect(hasDailyCredits('forever_free_legacy_2023')).toBe(true);
    expect(hasDailyCredits(null)).toBe(false);
  });
});

describe('day boundaries (UTC)', () => {
  it('names the UTC day, not the local one', () => {
    expect(utcDay(new Date('2026-03-01T23:59:59.999Z'))).toBe('2026-03-01');
    expect(utcDay(new Date('2026-03-02T00:00:00.000Z'))).toBe('2026-03-02');
  });
  it('gives back credits at the next midnight UTC', () => {
    expect(nextDailyCreditsAt(new Date('2026-03-01T13:20:00Z')).toISOString()).toBe('2026-03-02T00:00:00.000Z');
    expect(nextDailyCreditsAt(new Date('2026-03-02T00:00:00Z')).toISOString()).toBe('2026-03-03T00:00:00.000Z');
  });
});

describe('startPeriod', () => {
  it('forgives usage within the plan and keeps unspent add-ons', () => {
    expect(startPeriod({ credit_limit: 10, credits_used: 7, additional_credits: 5 })).toEqual({ credit_limit: 10, credits_used: 0, additional_credits: 5 });
  });
  it('takes usage past the plan out of the add-ons', () => {
    expect(startPeriod({ credit_limit: 10, credits_used: 13.5, additional_credits: 5 })).toEqual({ credit_limit: 10, credits_used: 0, additional_credits: 1.5 });
    expect(startPeriod({ credit_limit: 10, credits_used: 15, additional_credits: 5 })).toEqual({ credit_limit: 10, credits_used: 0, additional_credits: 0 });
    // In floating point 5 - (13.3 - 10) is 1.6999999999999993; the add-ons left are counted in tenths.
    expect(startPeriod({ credit_limit: 10, credits_used: 13.3, additional_credits: 5 }).additional_credits).toBe(1.7);
  });
});

describe('currentCredits', () => {
  const figures = { credit_limit: 10, credits_used: 10, additional_credits: 0 };
  const now = utcDay(new Date('2026-03-02T08:00:00Z'));
  it('keeps today\'s usage on a daily plan', () => {
    expect(currentCredits(figures, 'forever_free_plan', '2026-03-02', now).credits_used).toBe(10);
  });
  it('starts a new day on a daily plan counted yesterday or never', () => {
    expect(currentCredits(figures, 'forever_free_plan', '2026-03-01', now).credits_used).toBe(0);
    expect(currentCredits(figures, 'forever_free_plan', null, now).credits_used).toBe(0);
  });
  it('leaves other plans as they are', () => {
    expect(currentCredits(figures, 'pro_monthly_usd_49', '2026-01-01', now).credits_used).toBe(10);
  });
});
