import { FAIR_USAGE_RATIO_LIMIT } from '@core/constants';
import { hasDailyCredits, nextDailyCreditsAt } from '@core/credits/creditPeriods';
import { sumCredits } from '@core/credits/creditTenths';

export { hasDailyCredits };

/** What the usage banners read of the user record. */
export type TUsageBannerUser = { userPlan: string | null; creditLimit: number; creditsUsed: number; additionalCredits: number; fupRatio: number };

/** Spec §8's daily-limit banner: a forever-free user has used the day's credits (plan and add-ons). */
export function dailyLimitReached(user: TUsageBannerUser): boolean {
  const allowance = sumCredits(user.creditLimit, user.additionalCredits);
  return hasDailyCredits(user.userPlan) && allowance > 0 && user.creditsUsed >= allowance;
}

/**
 * When the day's credits come back, for the daily-limit banner: the next 00:00 UTC (the server's
 * day, docs/decisions.md "Credits and runs"), in the reader's time and as hours from now.
 */
export function dailyCreditsReturn(now: Date, locale?: string): { time: string; hours: number } {
  const at = nextDailyCreditsAt(now);
  return {
    time: at.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' }),
    hours: Math.max(1, Math.ceil((at.getTime() - now.getTime()) / 3_600_000)),
  };
}

/** Spec §8's FUP-limit banner: some mode's fair-use ratio (users.fup_ratio holds the highest) is at the limit. */
export function fupLimitReached(user: TUsageBannerUser): boolean {
  return user.fupRatio >= FAIR_USAGE_RATIO_LIMIT;
}

/** Whether any of these banners shows, so their chunk loads only then. */
export function usageBannerDue(user: TUsageBannerUser): boolean {
  return dailyLimitReached(user) || fupLimitReached(user);
}
