import { and, eq, lte } from 'drizzle-orm';
import type { TGenerationMode } from '@core/plans/access';
import { FAIR_USAGE_WINDOW_MS } from '@core/usage/fairUsage';
import type { Db } from '../db/database';
import { fairUsage, fairUsageEvents } from '../db/schema';
import { loadFairUsageRatio } from '../queries/fairUsageLoader';
import { refreshUserFupRatio } from './userFupRatioRefresher';

/**
 * Records that a user started a generation in a mode (the AI engine calls it), drops that mode's
 * events older than the window, and stores the new ratio. The block timer is left to the check,
 * which is where spec §4's rule runs. users.fup_ratio follows (the highest mode's ratio). Returns the
 * ratio of this mode after this generation.
 */
export async function recordGeneration(db: Db, input: { userId: string; mode: TGenerationMode; now?: Date }) {
  const now = input.now ?? new Date();
  const target = { userId: input.userId, mode: input.mode, now };
  return db.transaction(async (tx) => {
    await tx.insert(fairUsageEvents).values({ userId: input.userId, mode: input.mode, createdAt: now });
    await tx
      .delete(fairUsageEvents)
      .where(
        and(
          eq(fairUsageEvents.userId, input.userId),
          eq(fairUsageEvents.mode, input.mode),
          lte(fairUsageEvents.createdAt, new Date(now.getTime() - FAIR_USAGE_WINDOW_MS)),
        ),
      );
    const ratio = await loadFairUsageRatio(tx, target);
    await tx
      .insert(fairUsage)
      .values({ userId: input.userId, mode: input.mode, ratio, updatedAt: now })
      .onConflictDoUpdate({ target: [fairUsage.userId, fairUsage.mode], set: { ratio, updatedAt: now } });
    await refreshUserFupRatio(tx, { userId: input.userId, now });
    return { ratio };
  });
}
