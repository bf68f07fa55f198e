import type { FastifyBaseLogger } from 'fastify';
import type { Stripe } from 'stripe';
import type { ZodType } from 'zod';
import type { Db } from '../db/database';
import { billingEvents } from '../db/schema/billing';
import { applyAddonPurchased } from './events/addonPurchased';
import { applyCheckoutCompleted } from './events/checkoutCompleted';
import { applyInvoicePaid, applyInvoicePaymentFailed } from './events/invoiceEvents';
import { applySubscriptionChange } from './events/subscriptionEvents';
import { ZCheckoutSessionObject, ZInvoiceObject, ZSubscriptionObject } from './stripeObjects';

type TApplied = { duplicate: boolean; handled: boolean };

/** What each event type does (null: a type we ignore; false: ours, but naming nothing we know or of an unexpected shape). */
async function applyEvent(tx: Db, event: Stripe.Event, now: Date): Promise<boolean | null> {
  const object: unknown = event.data.object;
  const read = <T>(schema: ZodType<T>): T | null => {
    const parsed = schema.safeParse(object);
    return parsed.success ? parsed.data : null;
  };
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = read(ZCheckoutSessionObject);
      if (!session) return false;
      return session.metadata?.addon_id ? applyAddonPurchased(tx, session, now) : applyCheckoutCompleted(tx, session, now);
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = read(ZInvoiceObject);
      if (!invoice) return false;
      return event.type === 'invoice.paid' ? applyInvoicePaid(tx, invoice, now) : applyInvoicePaymentFailed(tx, invoice, now);
    }
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const subscription = read(ZSubscriptionObject);
      return subscription ? applySubscriptionChange(tx, subscription, event.type === 'customer.subscription.deleted', now) : false;
    }
    default:
      return null;
  }
}

/**
 * Applies a verified Stripe event exactly once: the event's id is recorded in the same transaction
 * as its effect. A replay finds the id and changes nothing; a concurrent duplicate waits on the
 * id's row and then finds it; a failure rolls back both, so Stripe's retry starts clean.
 */
export async function applyWebhookEvent(db: Db, log: FastifyBaseLogger, event: Stripe.Event, now = new Date()): Promise<TApplied> {
  return db.transaction(async (tx) => {
    const inserted = await tx.insert(billingEvents).values({ id: event.id, type: event.type, processedAt: now }).onConflictDoNothing().returning({ id: billingEvents.id });
    if (inserted.length === 0) return { duplicate: true, handled: false };
    const handled = await applyEvent(tx, event, now);
    if (handled === false) log.warn({ eventId: event.id, type: event.type }, 'Stripe event names no account or plan of ours; ignored');
    return { duplicate: false, handled: handled === true };
  });
}
