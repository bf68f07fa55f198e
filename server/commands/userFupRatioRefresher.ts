import { and, eq, gt, lte, sql } from 'drizzle-orm';
import { GENERATION_MODES, type TGenerationMode } from '@core/plans/access';
import { FAIR_USAGE_WINDOW_MS, fairUsageRatio } from '@core/usage/fairUsage';
import type { Db } from '../db/database';
import { fairUsageEvents, users } from '../db/schema';

const isMode = (mode: string): mode is TGenerationMode => (GENERATION_MODES as readonly string[]).includes(mode);

/**
 * Stores on the user the highest fair-use ratio of any mode at `now` (users.fup_ratio, spec §3's
 * fupRatio): the FUP banner must show when any one mode is at its limit, whichever mode the page uses.
 * Counted from the window's events, so a mode last used long ago no longer counts.
 */
export async function refreshUserFupRatio(db: Db, input: { userId: string; now: Date }): Promise<number> {
  const since = new Date(input.now.getTime() - FAIR_USAGE_WINDOW_MS);
  const rows = await db
    .select({ mode: fairUsageEvents.mode, n: sql<number>`count(*)::int` })
    .from(fairUsageEvents)
    .where(and(eq(fairUsageEvents.userId, input.userId), gt(fairUsageEvents.createdAt, since), lte(fairUsageEvents.createdAt, input.now)))
    .groupBy(fairUsageEvents.mode);
  const ratio = Math.max(0, ...rows.filter((row) => isMode(row.mode)).map((row) => fairUsageRatio(row.mode as TGenerationMode, row.n)));
  await db.update(users).set({ fupRatio: ratio }).where(eq(users.id, input.userId));
  return ratio;
}
