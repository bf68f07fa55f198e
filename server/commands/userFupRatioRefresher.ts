import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import { userFupRatio } from '../queries/fairUsageRatioSql';

/**
 * Stores on the user the highest fair-use ratio of any mode at `now` (users.fup_ratio, spec §3's
 * fupRatio): the FUP banner must show when any one mode is at its limit, whichever mode the page uses.
 * Counted from the window's events, so a mode last used long ago no longer counts; the database's
 * user_fup_ratio is the rule, the same one record_generation stores (migration 0016).
 */
export async function refreshUserFupRatio(db: Db, input: { userId: string; now: Date }): Promise<number> {
  const [row] = await db.update(users).set({ fupRatio: userFupRatio(input) }).where(eq(users.id, input.userId)).returning({ ratio: users.fupRatio });
  return row?.ratio ?? 0;
}
