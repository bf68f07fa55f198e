import type { TAccountLimits } from '@core/api/accountLimits';
import { formatCredits } from '@core/api/users';
import { auditedAccountChange } from '../audit/auditedAccountChange';
import { grantAddon } from '../commands/addonGranter';
import type { Db } from '../db/database';
import { parsePositiveAmount } from './amounts';
import { findUserByEmail } from './userByEmail';

/** Adds credits to an account's additional_credits with its audit entry naming `actor` (an administrator's email, or `cli`). */
export async function grantCredits(db: Db, actor: string, userId: string, amount: number, now = new Date()): Promise<{ email: string; after: TAccountLimits }> {
  return auditedAccountChange(db, { actor, action: 'credits.add', userId }, (tx) => grantAddon(tx, userId, 'credits', amount, now));
}

/** `add-credits <email> <amount>`: adds purchased credits to the account's additional_credits, with its audit entry. */
export async function addCredits(db: Db, email: string, amountText: string, now = new Date()): Promise<string> {
  const amount = parsePositiveAmount(amountText, 'amount of credits');
  const user = await findUserByEmail(db, email);
  const { after } = await grantCredits(db, 'cli', user.id, amount, now);
  return `Added ${formatCredits(amount)} credits to ${user.email}; additional credits are now ${after.additional_credits}.`;
}
