import { and, eq } from 'drizzle-orm';
import type { TGenerationMode } from '@core/plans/access';
import { FAIR_USAGE_RATIO_LIMIT } from '@core/constants';
import { fairUsageDecision } from '@core/usage/fairUsage';
import type { Db } from '../db/database';
import { fairUsage } from '../db/schema';
import { loadFairUsageRatio, loadFairUsageTimer, toFairUsageStatus } from '../queries/fairUsageLoader';

/**
 * Applies spec §4's fair-usage rule before a generation and stores the outcome: a timer starts at
 * ratio 100, runs for 100 s, and is removed once it has run out or the ratio is under 100. The
 * mode's row is locked meanwhile, so two checks at once cannot both start (or both skip) a timer.
 */
export async function enforceFairUsage(db: Db, input: { userId: string; mode: TGenerationMode; now: Date }) {
  return db.transaction(async (tx) => {
    await tx.insert(fairUsage).values({ userId: input.userId, mode: input.mode, updatedAt: input.now }).onConflictDoNothing();
    const blockedUntil = await loadFairUsageTimer(tx, input, true);
    const ratio = await loadFairUsageRatio(tx, input);
    const decision = fairUsageDecision({ ratio, blockedUntil, now: input.now });
    await tx
      .update(fairUsage)
      .set({ ratio, blockedUntil: decision.blockedUntil, updatedAt: input.now })
      .where(and(eq(fairUsage.userId, input.userId), eq(fairUsage.mode, input.mode)));
    return toFairUsageStatus(input.mode, ratio, decision);
  });
}

/**
 * The same rule from a state already read (the generation gate reads it with its other checks, at
 * the same `now`): under the limit with no timer stored there is nothing to start, keep or remove,
 * so it answers without a lock or a write. Anything else runs enforceFairUsage, which reads again
 * under the row lock, so two checks at once still cannot both start (or both skip) a timer.
 */
export async function enforceFairUsageFrom(
  db: Db,
  input: { userId: string; mode: TGenerationMode; now: Date },
  seen: { ratio: number; blockedUntil: Date | null },
) {
  if (seen.ratio >= FAIR_USAGE_RATIO_LIMIT || seen.blockedUntil) return enforceFairUsage(db, input);
  return toFairUsageStatus(input.mode, seen.ratio, fairUsageDecision({ ratio: seen.ratio, blockedUntil: null, now: input.now }));
}
