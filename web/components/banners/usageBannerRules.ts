import { FAIR_USAGE_RATIO_LIMIT } from '@core/constants';

/** What the usage banners read of the user record. */
export type TUsageBannerUser = { userPlan: string | null; creditLimit: number; creditsUsed: number; additionalCredits: number; fupRatio: number };

/** Forever-free plans have daily credits (spec §1); every forever_free id is that plan (core/plans/resolvePlan). */
export function hasDailyCredits(userPlan: string | null): boolean {
  return Boolean(userPlan?.includes('forever_free'));
}

/** Spec §8's daily-limit banner: a forever-free user has used the day's credits (plan and add-ons). */
export function dailyLimitReached(user: TUsageBannerUser): boolean {
  const allowance = user.creditLimit + user.additionalCredits;
  return hasDailyCredits(user.userPlan) && allowance > 0 && user.creditsUsed >= allowance;
}

/** Spec §8's FUP-limit banner: some mode's fair-use ratio (users.fup_ratio holds the highest) is at the limit. */
export function fupLimitReached(user: TUsageBannerUser): boolean {
  return user.fupRatio >= FAIR_USAGE_RATIO_LIMIT;
}

/** Whether any of these banners shows, so their chunk loads only then. */
export function usageBannerDue(user: TUsageBannerUser): boolean {
  return dailyLimitReached(user) || fupLimitReached(user);
}
