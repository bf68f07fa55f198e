import { eq } from 'drizzle-orm';
import { findAddonPack } from '@core/plans/addons';
import { auditedAccountChange } from '../../audit/auditedAccountChange';
import { grantAddon } from '../../commands/addonGranter';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';
import type { TCheckoutSessionObject } from '../stripeObjects';

/**
 * checkout.session.completed for an add-on pack: its credits or runs are added to the buyer's own
 * account, with its audit entry (actor billing). Exactly once, because the webhook records the event
 * id in the same transaction.
 * Returns false when the session is not ours to apply (unpaid, unknown user or pack).
 */
export async function applyAddonPurchased(tx: Db, session: TCheckoutSessionObject, now: Date): Promise<boolean> {
  const userId = session.metadata?.user_id ?? session.client_reference_id;
  const pack = findAddonPack(session.metadata?.addon_id);
  if (!userId || !pack || session.mode !== 'payment' || session.payment_status === 'unpaid') return false;
  const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) return false;
  const action = pack.kind === 'credits' ? 'credits.add' : 'runs.add';
  // The audit log names the payment provider's change as `billing`, in the webhook's transaction.
  await auditedAccountChange(tx, { actor: 'billing', action, userId }, (change) => grantAddon(change, userId, pack.kind, pack.quantity, now));
  return true;
}
