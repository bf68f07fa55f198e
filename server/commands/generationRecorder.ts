import { sql } from 'drizzle-orm';
import { GENERATION_MODES, type TGenerationMode } from '@core/plans/access';
import { FAIR_USAGE_ALLOWANCE, FAIR_USAGE_WINDOW_MS } from '@core/usage/fairUsage';
import type { Db } from '../db/database';
import { rowsOf } from '../db/rows';

// The window's allowances, as the database function takes them (core/usage/fairUsage.ts decides them).
const MODES = sql.raw(`array[${GENERATION_MODES.map((mode) => `'${mode}'`).join(',')}]::text[]`);
const ALLOWANCES = sql.raw(`array[${GENERATION_MODES.map((mode) => FAIR_USAGE_ALLOWANCE[mode]).join(',')}]::integer[]`);

/**
 * Records that a user started a generation in a mode (the AI engine calls it), drops that mode's
 * events older than the window, and stores the new ratio. The block timer is left to the check,
 * which is where spec §4's rule runs. users.fup_ratio follows (the highest mode's ratio). Returns the
 * ratio of this mode after this generation.
 *
 * One statement, one round trip: the record_generation function (migration 0013) does the steps
 * under the user's row lock, so recordings at once still count each other. It runs after an answer,
 * next to the following requests; as a transaction of seven statements it held the database longest.
 */
export async function recordGeneration(db: Db, input: { userId: string; mode: TGenerationMode; now?: Date }) {
  const now = input.now ?? new Date();
  const since = new Date(now.getTime() - FAIR_USAGE_WINDOW_MS);
  const [row] = rowsOf<{ ratio: number }>(
    await db.execute(sql`
      select record_generation(${input.userId}, ${input.mode}, ${now.toISOString()}::timestamptz, ${since.toISOString()}::timestamptz, ${MODES}, ${ALLOWANCES}) as ratio`),
  );
  return { ratio: row!.ratio };
}
