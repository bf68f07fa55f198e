import { eq, sql } from 'drizzle-orm';
import { creditsToText } from '@core/credits/creditTenths';
import type { TAddonKind } from '@core/plans/addons';
import type { Db } from '../db/database';
import { users } from '../db/schema';

type TGranted = { additionalCredits: number; additionalRuns: { autoblog_workflow: number; content_optimization: number } };

/**
 * Adds purchased credits (additional_credits) or runs of one feature (additional_runs) to a user's
 * own account, in one UPDATE so concurrent grants never lose each other. Undefined for no such user.
 */
export async function grantAddon(db: Db, userId: string, kind: TAddonKind, quantity: number, now = new Date()): Promise<TGranted | undefined> {
  // kind is one of TAddonKind's literals, so it is safe as a literal JSON path.
  const set =
    kind === 'credits'
      ? { additionalCredits: sql`${users.additionalCredits} + ${creditsToText(quantity)}::numeric` }
      : { additionalRuns: sql`jsonb_set(${users.additionalRuns}, ${sql.raw(`'{${kind}}'`)}, to_jsonb(coalesce((${users.additionalRuns} ->> ${kind})::int, 0) + ${quantity}::int))` };
  const [row] = await db
    .update(users)
    .set({ ...set, updatedAt: now })
    .where(eq(users.id, userId))
    .returning({ additionalCredits: users.additionalCredits, additionalRuns: users.additionalRuns });
  return row;
}
