import { formatCredits } from '@core/api/users';
import { auditedAccountChange } from '../audit/auditedAccountChange';
import { grantAddon } from '../commands/addonGranter';
import type { Db } from '../db/database';
import { parsePositiveAmount } from './amounts';
import { findUserByEmail } from './userByEmail';

/** `add-credits <email> <amount>`: adds purchased credits to the account's additional_credits, with its audit entry. */
export async function addCredits(db: Db, email: string, amountText: string, now = new Date()): Promise<string> {
  const amount = parsePositiveAmount(amountText, 'amount of credits');
  const user = await findUserByEmail(db, email);
  const { result: row } = await auditedAccountChange(db, { actor: 'cli', action: 'credits.add', userId: user.id }, (tx) => grantAddon(tx, user.id, 'credits', amount, now));
  return `Added ${formatCredits(amount)} credits to ${user.email}; additional credits are now ${formatCredits(row!.additionalCredits)}.`;
}
