import { sql, type SQL } from 'drizzle-orm';
import { GENERATION_MODES, type TGenerationMode } from '@core/plans/access';
import { FAIR_USAGE_ALLOWANCE, FAIR_USAGE_WINDOW_MS } from '@core/usage/fairUsage';

// The fair-use ratio has one definition, the database's functions of migration 0016; this module is
// how the server asks for it. The window and the allowances are core's (core/usage/fairUsage.ts).

/** Every mode and its allowance, as the database functions take them (text[] and integer[] literals). */
export const FAIR_USAGE_MODES = sql.raw(`array[${GENERATION_MODES.map((mode) => `'${mode}'`).join(',')}]::text[]`);
export const FAIR_USAGE_ALLOWANCES = sql.raw(`array[${GENERATION_MODES.map((mode) => FAIR_USAGE_ALLOWANCE[mode]).join(',')}]::integer[]`);

/** Where the rolling window starts for `now` (events after it and up to `now` count). */
export function fairUsageSince(now: Date): Date {
  return new Date(now.getTime() - FAIR_USAGE_WINDOW_MS);
}

/** One mode's ratio at `now` (mode_fair_usage_ratio). */
export function modeFairUsageRatio(input: { userId: string; mode: TGenerationMode; now: Date }): SQL<number> {
  const { userId, mode, now } = input;
  return sql<number>`mode_fair_usage_ratio(${userId}, ${mode}, ${fairUsageSince(now).toISOString()}::timestamptz, ${now.toISOString()}::timestamptz, ${FAIR_USAGE_ALLOWANCE[mode]}::integer)`;
}

/** The user's highest ratio of any mode at `now`, what users.fup_ratio holds (user_fup_ratio). */
export function userFupRatio(input: { userId: string; now: Date }): SQL<number> {
  const { userId, now } = input;
  return sql<number>`user_fup_ratio(${userId}, ${fairUsageSince(now).toISOString()}::timestamptz, ${now.toISOString()}::timestamptz, ${FAIR_USAGE_MODES}, ${FAIR_USAGE_ALLOWANCES})`;
}
