import { FAIR_USAGE_BLOCK_MS, FAIR_USAGE_RATIO_LIMIT } from '../constants';
import type { TGenerationMode } from '../plans/access';

/**
 * The rolling window generations are counted in. Our choice (the spec gives none); it is longer
 * than the 100 s block, so a block is not lifted early by its own generations leaving the window.
 */
export const FAIR_USAGE_WINDOW_MS = 5 * 60_000;

/**
 * Generations per mode a user may start in one window before the ratio reaches 100. Our choice:
 * modes that search the web or read a whole domain cost more, so they allow fewer. The ratio itself
 * (the share of the allowance used, in whole percent rounded down) has one definition, the database's
 * fair_usage_ratio (migration 0016), which every reader asks (server/queries/fairUsageRatioSql.ts).
 */
export const FAIR_USAGE_ALLOWANCE: Record<TGenerationMode, number> = {
  instruct: 15,
  serp: 10,
  url: 10,
  file: 10,
  domain: 5,
};

export type TFairUsageDecision = {
  blocked: boolean;
  /** Whole seconds until the block ends (rounded up); 0 when not blocked. */
  secondsLeft: number;
  /** The timer to store: when the block ends, or null for no timer. */
  blockedUntil: Date | null;
};

/**
 * Spec §4's rule for one mode. Under the limit any stored timer is removed. At or over it a timer
 * starts (blocked for FAIR_USAGE_BLOCK_MS from now); while it runs generation is blocked; once it
 * has run out it is cleared and one generation may go ahead, so a user who stays over the limit
 * gets one generation per block.
 */
export function fairUsageDecision(input: { ratio: number; blockedUntil: Date | null; now: Date }): TFairUsageDecision {
  const { ratio, blockedUntil, now } = input;
  if (ratio < FAIR_USAGE_RATIO_LIMIT) return { blocked: false, secondsLeft: 0, blockedUntil: null };
  if (!blockedUntil) {
    const until = new Date(now.getTime() + FAIR_USAGE_BLOCK_MS);
    return { blocked: true, secondsLeft: Math.ceil(FAIR_USAGE_BLOCK_MS / 1_000), blockedUntil: until };
  }
  const leftMs = blockedUntil.getTime() - now.getTime();
  if (leftMs > 0) return { blocked: true, secondsLeft: Math.ceil(leftMs / 1_000), blockedUntil };
  return { blocked: false, secondsLeft: 0, blockedUntil: null };
}
