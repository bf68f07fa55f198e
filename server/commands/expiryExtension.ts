const DAY_MS = 24 * 60 * 60 * 1_000;

/** An expiry moved `days` later: added to the current end, or to now when that end has already passed. */
export function extendedExpiry(current: Date | null, days: number, now: Date): Date {
  const from = Math.max(current?.getTime() ?? now.getTime(), now.getTime());
  return new Date(from + days * DAY_MS);
}
