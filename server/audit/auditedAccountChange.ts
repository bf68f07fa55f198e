import type { TAccountLimits } from '@core/api/accountLimits';
import type { Db } from '../db/database';
import { readAccountLimits } from './accountLimits';
import { writeAuditEntry } from './auditEntry';

/**
 * What changed an account's limits: a plan set (an administrator, `npm run admin` or a purchase),
 * limits set, credits or runs added, the expiry extended by an administrator, the expiry moved to the
 * end of a paid invoice's period, a renewal starting the allowance over; and the rules a person
 * triggers: the trial's extra week, the review offer's week, the trial granted once the email is verified.
 */
export type TAccountAuditAction =
  | 'plan.set'
  | 'limits.update'
  | 'credits.add'
  | 'runs.add'
  | 'expiry.extend'
  | 'expiry.paid'
  | 'period.renew'
  | 'expiry.trial_extend'
  | 'expiry.review_offer'
  | 'plan.trial_granted';

export class NoSuchAccountError extends Error {}

/**
 * Runs a change of an account's plan, credits, runs or expiry and writes its audit entry in one
 * transaction (a savepoint when `db` is already one, as in the billing webhook): the account's row
 * is locked, its limits read before and after, and the entry says who (`actor`) did what. A change
 * that fails writes no entry; an entry is never missing for a change.
 */
export async function auditedAccountChange<T>(
  db: Db,
  entry: { actor: string; action: TAccountAuditAction; userId: string },
  change: (tx: Db) => Promise<T>,
): Promise<{ result: T; email: string; after: TAccountLimits }> {
  return db.transaction(async (tx) => {
    const before = await readAccountLimits(tx, entry.userId);
    if (!before) throw new NoSuchAccountError(`No account has the id ${entry.userId}.`);
    const result = await change(tx);
    const after = (await readAccountLimits(tx, entry.userId))!;
    await writeAuditEntry(tx, { actor: entry.actor, action: entry.action, subject: before.email, targetUserId: entry.userId, before: before.limits, after: after.limits });
    return { result, email: before.email, after: after.limits };
  });
}
