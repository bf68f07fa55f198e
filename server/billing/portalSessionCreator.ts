import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Stripe } from 'stripe';
import type { Db } from '../db/database';
import { billingAccounts } from '../db/schema/billing';
import { billingError, callStripe } from './billingError';

/** A Stripe Customer Portal session (manage or cancel the subscription) for a user who bought online. */
export async function createPortalSession(db: Db, stripe: Stripe, log: FastifyBaseLogger, userId: string, appUrl: string): Promise<{ url: string }> {
  const [account] = await db.select().from(billingAccounts).where(eq(billingAccounts.userId, userId));
  if (!account) throw billingError('no_billing_account');
  const session = await callStripe(log, 'create a Customer Portal session', () =>
    stripe.billingPortal.sessions.create({ customer: account.stripeCustomerId, return_url: new URL('/pricing', appUrl).toString() }),
  );
  return { url: session.url };
}
