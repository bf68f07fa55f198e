import { and, eq, ne } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Stripe } from 'stripe';
import { findAddonPack, type TAddonPack } from '@core/plans/addons';
import { pricingViewFor, pricingViewHasAddons } from '@core/plans/pricingView';
import type { TSessionUser } from '../auth/sessionUser';
import type { Db } from '../db/database';
import { teamMembers, teams, users } from '../db/schema';
import { billingAccounts } from '../db/schema/billing';
import { billingError, callStripe } from './billingError';

/**
 * Whether this user may buy this add-on: a pack of the catalogue, for a user whose pricing view
 * offers add-ons (as /pricing?tab=addon shows them) and whose plan has not expired (430: the
 * credits could not be used).
 */
export async function checkoutEligibleAddon(db: Db, userId: string, addonId: string, now = new Date()): Promise<TAddonPack> {
  const pack = findAddonPack(addonId);
  if (!pack) throw billingError('addon_not_for_sale', `There is no add-on "${addonId}".`);
  const [user] = await db.select({ planName: users.planName, expiryDate: users.expiryDate }).from(users).where(eq(users.id, userId));
  const [membership] = await db
    .select({ teamPlan: teams.planName })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(and(eq(teamMembers.userId, userId), ne(teams.adminId, userId)))
    .limit(1);
  const view = pricingViewFor({ userPlan: user?.planName ?? null, teamPlan: membership?.teamPlan ?? null, teamMember: Boolean(membership) });
  if (!pricingViewHasAddons(view)) throw billingError('addon_not_for_plan');
  if (user?.expiryDate && user.expiryDate.getTime() <= now.getTime()) throw billingError('plan_expired');
  return pack;
}

/**
 * A Checkout Session (one payment) for an add-on pack, priced from the catalogue. Our user id and
 * the pack's id travel in metadata; checkout.session.completed adds the pack to the account once.
 */
export async function createAddonCheckoutSession(db: Db, stripe: Stripe, log: FastifyBaseLogger, request: { user: TSessionUser; addonId: string; appUrl: string }): Promise<{ url: string }> {
  const { user } = request;
  const pack = await checkoutEligibleAddon(db, user.id, request.addonId);
  const [account] = await db.select().from(billingAccounts).where(eq(billingAccounts.userId, user.id));
  const metadata = { user_id: user.id, addon_id: pack.id };
  const session = await callStripe(log, 'create an add-on Checkout Session', () =>
    stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: Math.round(pack.priceUsd * 100), product_data: { name: pack.displayName, metadata: { addon_id: pack.id } } } }],
      client_reference_id: user.id,
      metadata,
      ...(account ? { customer: account.stripeCustomerId } : { customer_email: user.email }),
      success_url: `${new URL('/pricing', request.appUrl).toString()}?tab=addon&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${new URL('/pricing', request.appUrl).toString()}?tab=addon`,
    }),
  );
  if (!session.url) throw new Error('Stripe answered a Checkout Session without a url');
  return { url: session.url };
}
