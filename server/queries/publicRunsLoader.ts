import crypto from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { TPublicRunsStatus } from '@core/api/publicRuns';
import { publicRunsDay, publicRunsLeft, publicRunsResetAt } from '@core/usage/publicRuns';
import type { Db } from '../db/database';
import { publicRuns } from '../db/schema';

/** Who a public visitor is: the visitor cookie's id and the request's address. */
export type TPublicVisitor = { visitorId: string; address: string };

/**
 * The two keys a visitor's runs are counted under, in a fixed order (so concurrent uses lock rows
 * in the same order). The address is stored as a SHA-256 digest, not as the address itself.
 */
export function publicRunKeys(visitor: TPublicVisitor): [string, string] {
  const digest = crypto.createHash('sha256').update(visitor.address).digest('hex');
  return [`ip:${digest}`, `visitor:${visitor.visitorId}`];
}

/** Today's free runs of a visitor: the higher of the cookie's and the address's count. */
export async function loadPublicRuns(db: Db, visitor: TPublicVisitor, now: Date): Promise<TPublicRunsStatus> {
  const rows = await db
    .select({ runsUsed: publicRuns.runsUsed })
    .from(publicRuns)
    .where(and(inArray(publicRuns.key, publicRunKeys(visitor)), eq(publicRuns.day, publicRunsDay(now))));
  return toPublicRunsStatus(Math.max(0, ...rows.map((row) => row.runsUsed)), now);
}

/** The status the API reports after `used` runs today. */
export function toPublicRunsStatus(used: number, now: Date): TPublicRunsStatus {
  return { runs_used: used, runs_left: publicRunsLeft(used), resets_at: publicRunsResetAt(now).toISOString() };
}
