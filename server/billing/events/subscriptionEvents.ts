import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';
import { billingAccounts } from '../../db/schema/billing';
import type { TSubscriptionObject } from '../stripeObjects';

/**
 * customer.subscription.updated / deleted: the user's subscription_status follows Stripe's status
 * (active, past_due, canceled …) for their current subscription; a replaced subscription is ignored.
 * The expiry is left alone, so a cancelled plan runs to the end of what was paid.
 */
export async function applySubscriptionChange(tx: Db, subscription: TSubscriptionObject, deleted: boolean, now: Date): Promise<boolean> {
  const [account] = await tx.select().from(billingAccounts).where(eq(billingAccounts.stripeSubscriptionId, subscription.id));
  if (!account) return false;
  const status = deleted ? 'canceled' : subscription.status;
  await tx.update(users).set({ subscriptionStatus: status, updatedAt: now }).where(eq(users.id, account.userId));
  return true;
}
