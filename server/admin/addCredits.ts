import { eq, sql } from 'drizzle-orm';
import { formatCredits } from '@core/api/users';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import { parsePositiveAmount } from './amounts';
import { findUserByEmail } from './userByEmail';

/** `add-credits <email> <amount>`: adds purchased credits to the account's additional_credits. */
export async function addCredits(db: Db, email: string, amountText: string, now = new Date()): Promise<string> {
  const amount = parsePositiveAmount(amountText, 'amount of credits');
  const user = await findUserByEmail(db, email);
  const [row] = await db
    .update(users)
    .set({ additionalCredits: sql`${users.additionalCredits} + ${amount}`, updatedAt: now })
    .where(eq(users.id, user.id))
    .returning({ additionalCredits: users.additionalCredits });
  return `Added ${formatCredits(amount)} credits to ${user.email}; additional credits are now ${formatCredits(row!.additionalCredits)}.`;
}
