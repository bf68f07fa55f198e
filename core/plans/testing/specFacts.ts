import type { TPricingViewId, TSelectionLimits, TTeamMemberFeatureSet } from '../planTypes';

/**
 * What the spec says about each plan id, written from the spec's sentences and the ids alone, never
 * from the table, so the tests compare two independent readings. 'unstated' where the spec is
 * silent: the table must then mark the field as ourChoice.
 */
export type TFact<T> = T | 'unstated';

/** Spec §4's identifiers, as this build spells them (plus byok, forever-free, custom, no-user). */
export const SPEC_PLAN_IDS = [
  ...[1, 2, 3].flatMap((tier) => ['monthly', 'annual'].map((billing) => `premium_tier_${tier}_${billing}_june_2024`)),
  'team_monthly_april_2024',
  'team_annual_april_2024',
  'agency_monthly_april_2024',
  'agency_annual_april_2024',
  'team_annual_usd_49',
  'team_monthly_usd_59',
  'team_monthly_usd_99',
  'pay_as_you_go_april_2024',
  'freelancer_monthly_march_2024',
  'freelancer_annual_march_2024',
  'freelancer_monthly_april_2024',
  'freelancer_annual_april_2024',
  'agency_monthly_usd',
  'agency_annual_usd',
  'pro_monthly_usd_49',
  'pro_annual_usd_29',
  'pro_monthly_usd',
  'pro_annual_usd',
  'pro_monthly_inr',
  'pro_annual_inr',
  'team_monthly_usd',
  'team_annual_usd',
  'team_monthly_inr',
  'team_annual_inr',
  'ltd_bundle_pass',
  'ls-free-trial',
  '5-day-trial-plan',
  'forever_free_plan',
  'custom_enterprise',
  'byok_monthly',
  'byok_annual',
  'no_user',
];

const matches = (id: string, ...patterns: RegExp[]) => patterns.some((pattern) => pattern.test(id));

const PREMIUM_1 = /^premium_tier_1_/;
const PREMIUM_2_3 = /^premium_tier_[23]_/;
const TEAM_APRIL = /^team_(monthly|annual)_april_2024$/;
const AGENCY_APRIL = /^agency_(monthly|annual)_april_2024$/;
const TEAM_USD = /^team_(annual_usd_49|monthly_usd_59)$/;
const TEAM_USD_99 = /^team_monthly_usd_99$/;
const LEGACY_TEAM = /^team_(monthly|annual)_(usd|inr)$/;
const AGENCY_USD = /^agency_(monthly|annual)_usd$/;
const LEGACY_FREELANCER = /^freelancer_.*_march_2024$/;
const FREELANCER = /^freelancer_/;
const PRO = /^pro_/;
const PAY_AS_YOU_GO = /^pay_as_you_go/;
const LTD = /^ltd_/;
const FREE_TRIAL = /^(ls-free-trial|5-day-trial-plan)$/;
const FOREVER_FREE = /forever_free/;
const NO_USER = /^no_user$/;
/** Spec §6 "newer plans": the June 2024 and April 2024 generation. */
const NEWER = /_(june|april)_2024$/;

/** Spec §4: free plans. */
export function specIsFree(id: string): boolean {
  return matches(id, FOREVER_FREE, FREE_TRIAL);
}

/** Spec §6 "paid plans": every plan but the free ones and the no-user case. */
export function specIsPaid(id: string): boolean {
  return !specIsFree(id) && !NO_USER.test(id);
}

/** Spec §6 "Team pages". */
export function specTeamPages(id: string): TFact<boolean> {
  // Spec §6: the no-user case has only the dashboard and the search-console page.
  if (matches(id, PREMIUM_1, FREELANCER, PRO, PAY_AS_YOU_GO, NO_USER)) return false;
  if (matches(id, /^team_/, /^agency_/, PREMIUM_2_3, LTD, FREE_TRIAL)) return true;
  return 'unstated';
}

/** Spec §6 selection limits (files and URLs; domains 1 for all). */
export function specSelectionLimits(id: string): TFact<TSelectionLimits> {
  if (matches(id, /^premium_/, /^team_/, /^agency_/, LTD)) return { files: 10, urls: 10, domains: 1 };
  if (matches(id, FREELANCER, PRO, PAY_AS_YOU_GO, FREE_TRIAL)) return { files: 3, urls: 3, domains: 1 };
  return 'unstated';
}

/** Spec §6 brand voice limit. */
export function specBrandVoiceLimit(id: string): TFact<number> {
  if (matches(id, LEGACY_FREELANCER, PRO, TEAM_USD, AGENCY_USD)) return 1;
  if (matches(id, LEGACY_TEAM, TEAM_USD_99)) return 10;
  if (NEWER.test(id)) return -1;
  if (NO_USER.test(id)) return 0;
  return 'unstated';
}

/** Prices spec §4 writes into the ids; free plans cost nothing. */
export function specPriceUsd(id: string): TFact<number> {
  const named = /_usd_(\d+)$/.exec(id);
  if (named) return Number(named[1]);
  if (specIsFree(id) || NO_USER.test(id)) return 0;
  return 'unstated';
}

/** Spec §4: plans named trial lack team mode. */
export function specLacksTeamMode(id: string): boolean {
  return id.includes('trial');
}

/** Spec §4 team member feature sets; plans without team pages own no team. */
export function specMemberFeatureSet(id: string): TFact<TTeamMemberFeatureSet | null> {
  if (specTeamPages(id) === false || NO_USER.test(id)) return null;
  if (AGENCY_APRIL.test(id)) return 'agency_april_2024_member';
  if (PREMIUM_2_3.test(id)) return 'premium_team_member';
  if (TEAM_APRIL.test(id)) return 'team_april_2024_member';
  if (matches(id, TEAM_USD, TEAM_USD_99, LEGACY_TEAM, AGENCY_USD)) return 'legacy_team_member';
  return 'unstated';
}

/** Spec §9 pricing view ids, read against the plan names (legacy = older than April 2024). */
export function specPricingView(id: string): TFact<TPricingViewId | null> {
  if (FOREVER_FREE.test(id)) return 'forever-free-user';
  if (PAY_AS_YOU_GO.test(id)) return 'pay-as-you-go-user';
  if (id === 'ltd_bundle_pass') return 'ltd-bundle-pass-user';
  if (LEGACY_FREELANCER.test(id)) return 'legacy-freelancer-user';
  if (NEWER.test(id)) return 'new-mrr-user';
  if (matches(id, PRO, TEAM_USD, TEAM_USD_99, LEGACY_TEAM, AGENCY_USD)) return 'legacy-mrr-user';
  // Spec §6: the pricing button is locked for custom plans.
  if (/^custom/.test(id)) return null;
  if (NO_USER.test(id)) return null;
  return 'unstated';
}

/** How the analytics rule of spec §6 sorts a user's own plan. */
export function specAnalyticsKind(id: string): 'byok' | 'forever_free' | 'lifetime' | 'other' {
  if (id.includes('byok')) return 'byok';
  if (FOREVER_FREE.test(id)) return 'forever_free';
  if (LTD.test(id)) return 'lifetime';
  return 'other';
}

/** Team plans that let a forever-free member in team mode see analytics (spec §6). */
export function specTeamPlanOpensAnalytics(id: string): boolean {
  return matches(id, /team/, /enterprise/, /agency/, /custom/, /lifetime/, LTD);
}
