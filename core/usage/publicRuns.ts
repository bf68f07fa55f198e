import { PUBLIC_DAILY_RUNS } from '../constants';

/** The day public runs are counted in: the UTC calendar day of `now`, as YYYY-MM-DD. */
export function publicRunsDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** When the count starts again: the next UTC midnight after `now`. */
export function publicRunsResetAt(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}

/** Free runs left today after `used` runs; never below zero. */
export function publicRunsLeft(used: number): number {
  return Math.max(0, PUBLIC_DAILY_RUNS - used);
}
