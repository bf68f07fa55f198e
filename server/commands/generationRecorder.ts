import { sql } from 'drizzle-orm';
import type { TGenerationMode } from '@core/plans/access';
import type { Db } from '../db/database';
import { rowsOf } from '../db/rows';
import { FAIR_USAGE_ALLOWANCES, FAIR_USAGE_MODES, fairUsageSince } from '../queries/fairUsageRatioSql';

/**
 * Records that a user started a generation in a mode (the AI engine calls it), drops that mode's
 * events older than the window, and stores the new ratio. The block timer is left to the check,
 * which is where spec §4's rule runs. users.fup_ratio follows (the highest mode's ratio). Returns the
 * ratio of this mode after this generation.
 *
 * One statement, one round trip: the record_generation function (migrations 0013, 0016) does the steps
 * under the user's row lock, so recordings at once still count each other. It runs after an answer:
 * inside the transaction that charges and saves it (`db` is that transaction; generation/
 * generationCharge.ts), or on its own for an answer that failed.
 */
export async function recordGeneration(db: Db, input: { userId: string; mode: TGenerationMode; now?: Date }) {
  const now = input.now ?? new Date();
  const since = fairUsageSince(now);
  const [row] = rowsOf<{ ratio: number }>(
    await db.execute(sql`
      select record_generation(${input.userId}, ${input.mode}, ${now.toISOString()}::timestamptz, ${since.toISOString()}::timestamptz, ${FAIR_USAGE_MODES}, ${FAIR_USAGE_ALLOWANCES}) as ratio`),
  );
  return { ratio: row!.ratio };
}
