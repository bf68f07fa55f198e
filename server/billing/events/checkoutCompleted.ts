import { eq, sql } from 'drizzle-orm';
import { findPlan } from '@core/plans/planTable';
import { auditedAccountChange } from '../../audit/auditedAccountChange';
import { assignPlan } from '../../commands/planAssigner';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';
import { billingAccounts } from '../../db/schema/billing';
import { reviewOfferClaims } from '../../db/schema/reviewOffers';
import type { TCheckoutSessionObject } from '../stripeObjects';

/**
 * checkout.session.completed: the payment went through, so the plan is assigned (planAssigner, as
 * the admin command does) and the Stripe customer and subscription are remembered for the portal and
 * later invoices; a review coupon used here is marked redeemed. The plan change is in the audit log (actor billing). Returns false when the session is
 * not ours to apply (unpaid, unknown user or plan).
 */
export async function applyCheckoutCompleted(tx: Db, session: TCheckoutSessionObject, now: Date): Promise<boolean> {
  const userId = session.metadata?.user_id ?? session.client_reference_id;
  const plan = findPlan(session.metadata?.plan_id);
  if (!userId || !plan || !session.customer || session.payment_status === 'unpaid') return false;
  const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  if (!user) return false;
  // The audit log names the payment provider's change as `billing`, in the webhook's transaction.
  await auditedAccountChange(tx, { actor: 'billing', action: 'plan.set', userId }, (change) => assignPlan(change, userId, plan, now));
  const subscriptionId = session.mode === 'subscription' ? (session.subscription ?? null) : null;
  await tx
    .insert(billingAccounts)
    .values({ userId, stripeCustomerId: session.customer, stripeSubscriptionId: subscriptionId, planId: plan.id, updatedAt: now })
    .onConflictDoUpdate({
      target: billingAccounts.userId,
      set: {
        stripeCustomerId: session.customer,
        // A one-off purchase leaves a running subscription's id in place; a new subscription replaces it.
        stripeSubscriptionId: subscriptionId ? subscriptionId : sql`${billingAccounts.stripeSubscriptionId}`,
        planId: plan.id,
        updatedAt: now,
      },
    });
  const coupon = session.metadata?.coupon_code;
  if (coupon) {
    await tx.update(reviewOfferClaims).set({ couponRedeemedAt: now }).where(eq(reviewOfferClaims.couponCode, coupon));
  }
  return true;
}
