import { describe, expect, it } from 'vitest';
import { dailyCreditsReturn, dailyLimitReached, fupLimitReached, usageBannerDue } from './usageBannerRules';

const base = { userPlan: 'forever_free_plan', creditLimit: 10, creditsUsed: 0, additionalCredits: 0, fupRatio: 0 };

describe('usage banners', () => {
  it('shows the daily limit to forever-free users once the day’s credits and add-ons are used', () => {
    expect(dailyLimitReached({ ...base, creditsUsed: 9.9 })).toBe(false);
    expect(dailyLimitReached({ ...base, creditsUsed: 10 })).toBe(true);
    expect(dailyLimitReached({ ...base, creditsUsed: 10, additionalCredits: 5 })).toBe(false);
    expect(dailyLimitReached({ ...base, userPlan: 'forever_free_2024', creditsUsed: 12 })).toBe(true);
    // 0.1 + 0.2 is 0.30000000000000004 in floating point: the allowance is summed in tenths.
    expect(dailyLimitReached({ ...base, creditLimit: 0.1, additionalCredits: 0.2, creditsUsed: 0.3 })).toBe(true);
  });

  it('never shows the daily limit for plans with monthly credits, or without an allowance', () => {
    expect(dailyLimitReached({ ...base, userPlan: '5-day-trial-plan', creditsUsed: 500 })).toBe(false);
    expect(dailyLimitReached({ ...base, userPlan: null, creditsUsed: 10 })).toBe(false);
    expect(dailyLimitReached({ ...base, creditLimit: 0, creditsUsed: 0 })).toBe(false);
  });

  it('shows the FUP limit from ratio 100, not at 99', () => {
    expect(fupLimitReached({ ...base, fupRatio: 99 })).toBe(false);
    expect(fupLimitReached({ ...base, fupRatio: 100 })).toBe(true);
    expect(usageBannerDue({ ...base, fupRatio: 99 })).toBe(false);
    expect(usageBannerDue({ ...base, fupRatio: 150, userPlan: 'pro_monthly_usd_49' })).toBe(true);
  });

  it('says the daily credits come back at the next midnight UTC, in whole hours rounded up', () => {
    const back = dailyCreditsReturn(new Date('2026-03-01T21:30:00Z'), 'en-GB');
    expect(back.hours).toBe(3);
    expect(back.time).toBe(new Date('2026-03-02T00:00:00Z').toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' }));
    expect(dailyCreditsReturn(new Date('2026-03-01T23:59:30Z')).hours).toBe(1);
  });
});
