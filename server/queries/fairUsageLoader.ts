import { and, eq, sql } from 'drizzle-orm';
import type { TGenerationMode } from '@core/plans/access';
import type { TFairUsageStatus } from '@core/api/fairUsage';
import { ERRORS } from '@core/errors';
import { fairUsageDecision, type TFairUsageDecision } from '@core/usage/fairUsage';
import type { Db } from '../db/database';
import { rowsOf } from '../db/rows';
import { fairUsage } from '../db/schema';
import { modeFairUsageRatio } from './fairUsageRatioSql';

type TTarget = { userId: string; mode: TGenerationMode; now: Date };

/** The user's fair-use ratio for a mode at `now`: generations in the rolling window against the allowance (the database's rule). */
export async function loadFairUsageRatio(db: Db, target: TTarget): Promise<number> {
  const [row] = rowsOf<{ ratio: number }>(await db.execute(sql`select ${modeFairUsageRatio(target)} as ratio`));
  return row!.ratio;
}

/** The stored block timer of a mode, or null; `lock` holds the row until the transaction ends. */
export async function loadFairUsageTimer(db: Db, target: Omit<TTarget, 'now'>, lock = false): Promise<Date | null> {
  const query = db
    .select({ blockedUntil: fairUsage.blockedUntil })
    .from(fairUsage)
    .where(and(eq(fairUsage.userId, target.userId), eq(fairUsage.mode, target.mode)));
  const [row] = lock ? await query.for('update') : await query;
  return row?.blockedUntil ?? null;
}

/** The status a check would answer at `now`, read without starting, keeping or removing a timer. */
export async function loadFairUsageStatus(db: Db, target: TTarget): Promise<TFairUsageStatus> {
  const ratio = await loadFairUsageRatio(db, target);
  const blockedUntil = await loadFairUsageTimer(db, target);
  return toFairUsageStatus(target.mode, ratio, fairUsageDecision({ ratio, blockedUntil, now: target.now }));
}

/** Turns a decision into the fields the API reports; the message is the restricted dialog's text. */
export function toFairUsageStatus(mode: TGenerationMode, ratio: number, decision: TFairUsageDecision): TFairUsageStatus {
  return {
    mode,
    ratio,
    blocked: decision.blocked,
    seconds_left: decision.secondsLeft,
    message: decision.blocked ? ERRORS.fair_usage_blocked.message : null,
  };
}
