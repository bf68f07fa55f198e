import { fromCreditTenths, toCreditTenths } from './creditTenths';

/** Credit figures of one pool, as the users and teams rows keep them. */
export type TCreditFigures = { credit_limit: number; credits_used: number; additional_credits: number };

const DAY_MS = 86_400_000;

/**
 * Plans whose credits come back every UTC day (spec §1: forever-free plans have daily credits).
 * Every forever_free id resolves to the forever-free plan (core/plans/resolvePlan), the one plan
 * whose creditsRenew is 'daily'; tested against the table. No plan table here: the shell imports it.
 */
export function hasDailyCredits(planId: string | null | undefined): boolean {
  return Boolean(planId?.includes('forever_free'));
}

/** The UTC calendar day of a moment, as PostgreSQL's `date` prints it (YYYY-MM-DD). */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** When daily credits come back: the next 00:00 UTC after `now`. */
export function nextDailyCreditsAt(now: Date): Date {
  return new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS + DAY_MS);
}

/**
 * The figures a new allowance period starts from (a new UTC day on a daily plan, a renewed
 * subscription): nothing used, and the add-on credits already spent stay spent. Usage past the
 * plan's limit came out of the add-ons, so they shrink by that much; add-ons never renew.
 */
export function startPeriod(figures: TCreditFigures): TCreditFigures {
  const spentFromAddons = Math.max(0, toCreditTenths(figures.credits_used) - toCreditTenths(figures.credit_limit));
  const addonsLeft = Math.max(0, toCreditTenths(figures.additional_credits) - spentFromAddons);
  return { credit_limit: figures.credit_limit, credits_used: 0, additional_credits: fromCreditTenths(addonsLeft) };
}

/**
 * What a pool holds right now: on a daily plan whose usage was counted on an earlier UTC day (or
 * never), the day's period has started already, though the row is only rewritten at the next charge.
 */
export function currentCredits<T extends TCreditFigures>(figures: T, planId: string | null | undefined, creditsDay: string | null, today: string): T {
  if (!hasDailyCredits(planId) || creditsDay === today) return figures;
  return { ...figures, ...startPeriod(figures) };
}
