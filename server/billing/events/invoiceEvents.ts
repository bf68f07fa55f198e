import { eq } from 'drizzle-orm';
import { findPlan } from '@core/plans/planTable';
import { auditedAccountChange } from '../../audit/auditedAccountChange';
import { startRenewedPeriod } from '../../commands/allowancePeriod';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';
import { billingAccounts, type TBillingAccountRow } from '../../db/schema/billing';
import type { TInvoiceObject } from '../stripeObjects';

const DAY_MS = 86_400_000;

/** The account an invoice belongs to: known customer, and (when the invoice names one) its current subscription. */
async function accountOf(tx: Db, invoice: TInvoiceObject): Promise<TBillingAccountRow | null> {
  const [account] = await tx.select().from(billingAccounts).where(eq(billingAccounts.stripeCustomerId, invoice.customer));
  if (!account) return null;
  if (invoice.subscription && account.stripeSubscriptionId !== invoice.subscription) return null;
  return account;
}

/**
 * invoice.paid: the period is paid, so access runs to the end of the invoice's period (or, without
 * lines, one plan duration from now) and any payment_due mark is cleared. A renewal
 * (billing_reason subscription_cycle) also starts the new period's allowance: credits used start
 * over and the plan's runs are available again (allowancePeriod). The first invoice of a
 * subscription does not: checkout.session.completed assigned the plan for that period.
 */
export async function applyInvoicePaid(tx: Db, invoice: TInvoiceObject, now: Date): Promise<boolean> {
  const account = await accountOf(tx, invoice);
  if (!account) return false;
  const periodEnd = invoice.periodEnds.length ? Math.max(...invoice.periodEnds) * 1_000 : null;
  const plan = findPlan(account.planId);
  const days = plan?.durationDays ?? null;
  const expiryDate = periodEnd ? new Date(periodEnd) : days ? new Date(now.getTime() + days * DAY_MS) : null;
  const renews = invoice.renewal && plan;
  // The expiry (and a renewal's allowance) change in the audit log as `billing`, in the webhook's transaction.
  await auditedAccountChange(tx, { actor: 'billing', action: renews ? 'period.renew' : 'expiry.paid', userId: account.userId }, async (change) => {
    await change
      .update(users)
      .set({ ...(expiryDate ? { expiryDate } : {}), paymentStatus: null, updatedAt: now })
      .where(eq(users.id, account.userId));
    if (renews) await startRenewedPeriod(change, account.userId, plan, now);
  });
  return true;
}

/** invoice.payment_failed: the user's payment_status becomes payment_due (spec §3); access is not cut here. */
export async function applyInvoicePaymentFailed(tx: Db, invoice: TInvoiceObject, now: Date): Promise<boolean> {
  const account = await accountOf(tx, invoice);
  if (!account) return false;
  await tx.update(users).set({ paymentStatus: 'payment_due', updatedAt: now }).where(eq(users.id, account.userId));
  return true;
}
