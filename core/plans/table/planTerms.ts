import { planLabel } from '../planLabel';
import type { TPlan, TSelectionLimits } from '../planTypes';

/** Building blocks of the table entries, so each family file lists only what is its own. */

export const MONTH_DAYS = 30;
export const YEAR_DAYS = 365;

/** Spec §6: files and URLs 10 for premium, team, agency, ltd; domains 1 for all. */
export const TEN_SELECTIONS: TSelectionLimits = { files: 10, urls: 10, domains: 1 };
/** Spec §6: files and URLs 3 for freelancer, pro, pay-as-you-go, free trial; domains 1 for all. */
export const THREE_SELECTIONS: TSelectionLimits = { files: 3, urls: 3, domains: 1 };

/** Brand voice limit meaning "no limit" (spec §6). */
export const UNLIMITED = -1;

/** Numbers the spec gives for no paid plan; marked on every paid entry. */
export const PAID_CHOICES = [
  'creditLimit',
  'creditsRenew',
  'runLimits',
  'integrations',
  'plagiarismRunsAllowed',
  'defaultModels',
] as const satisfies readonly (keyof TPlan)[];

/** Everything of an entry except what differs between its monthly and annual versions. */
export type TPlanTerms = Omit<TPlan, 'id' | 'billing' | 'priceUsd' | 'priceInr' | 'durationDays'>;
type TPrice = { id: string; priceUsd: number; priceInr?: number };

/** One subscription entry: monthly plans last 30 days, annual ones 365. */
export function billed(terms: TPlanTerms, billing: 'monthly' | 'annual', price: TPrice): TPlan {
  const monthly = billing === 'monthly';
  return {
    ...terms,
    id: price.id,
    displayName: planLabel(terms.displayName, billing),
    billing,
    priceUsd: price.priceUsd,
    priceInr: price.priceInr ?? null,
    durationDays: monthly ? MONTH_DAYS : YEAR_DAYS,
  };
}

/** A plan sold both monthly and annually with the same allowances (spec §4 lists them in pairs). */
export function monthlyAndAnnual(terms: TPlanTerms, prices: { monthly: TPrice; annual: TPrice }): TPlan[] {
  return [billed(terms, 'monthly', prices.monthly), billed(terms, 'annual', prices.annual)];
}
