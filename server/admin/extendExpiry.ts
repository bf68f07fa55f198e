import { eq } from 'drizzle-orm';
import type { TAccountLimits } from '@core/api/accountLimits';
import { ACCOUNT_LIMIT_BOUNDS } from '@core/api/accountLimits';
import { auditedAccountChange } from '../audit/auditedAccountChange';
import { extendedExpiry } from '../commands/expiryExtension';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import { AdminError } from './adminError';
import { findUserByEmail } from './userByEmail';

/**
 * Moves an account's expiry `days` later, from today when it has already passed, with its audit
 * entry naming `actor`. An account without an expiry (a plan that does not end) is refused: giving
 * it a date would shorten its access.
 */
export async function extendExpiry(db: Db, actor: string, userId: string, days: number, now = new Date()): Promise<{ email: string; after: TAccountLimits }> {
  return auditedAccountChange(db, { actor, action: 'expiry.extend', userId }, async (tx) => {
    const [row] = await tx.select({ email: users.email, expiryDate: users.expiryDate }).from(users).where(eq(users.id, userId));
    if (!row?.expiryDate) throw new AdminError(`${row?.email ?? userId} has no expiry date (its plan does not end); there is nothing to extend.`);
    await tx.update(users).set({ expiryDate: extendedExpiry(row.expiryDate, days, now), updatedAt: now }).where(eq(users.id, userId));
  });
}

/** `extend-expiry <email> <days>`: the account's expiry moves that many days later, with its audit entry. */
export async function extendExpiryCommand(db: Db, email: string, daysText: string, now = new Date()): Promise<string> {
  const days = Number(daysText.trim());
  if (!/^\d+$/.test(daysText.trim()) || days < 1 || days > ACCOUNT_LIMIT_BOUNDS.maxExpiryDays) {
    throw new AdminError(`The number of days must be a whole number from 1 to ${ACCOUNT_LIMIT_BOUNDS.maxExpiryDays}, like 30; got "${daysText}".`);
  }
  const user = await findUserByEmail(db, email);
  const { after } = await extendExpiry(db, 'cli', user.id, days, now);
  return `Extended ${user.email} by ${days} day(s); the plan now ends on ${after.expiry_date!.slice(0, 10)}.`;
}
