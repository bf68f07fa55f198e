import { findAddonPack } from '@core/plans/addons';
import { grantAddon } from '../../commands/addonGranter';
import type { Db } from '../../db/database';
import type { TCheckoutSessionObject } from '../stripeObjects';

/**
 * checkout.session.completed for an add-on pack: its credits or runs are added to the buyer's own
 * account. Exactly once, because the webhook records the event id in the same transaction.
 * Returns false when the session is not ours to apply (unpaid, unknown user or pack).
 */
export async function applyAddonPurchased(tx: Db, session: TCheckoutSessionObject, now: Date): Promise<boolean> {
  const userId = session.metadata?.user_id ?? session.client_reference_id;
  const pack = findAddonPack(session.metadata?.addon_id);
  if (!userId || !pack || session.mode !== 'payment' || session.payment_status === 'unpaid') return false;
  return Boolean(await grantAddon(tx, userId, pack.kind, pack.quantity, now));
}
