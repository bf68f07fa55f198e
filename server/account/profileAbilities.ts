import type { TAccountProfile } from '@core/api/account';
import type { TProfileFacts } from './profileFacts';

/** Stripe statuses of a subscription that still renews, so it can be cancelled. */
const RENEWING = new Set(['active', 'trialing', 'past_due', 'unpaid', 'incomplete']);
/** Statuses of a subscription that ended: subscribing again is a new Checkout. */
const ENDED = new Set(['canceled', 'incomplete_expired']);

export const TEAM_ADMIN_DELETE_REASON =
  'You are the admin of a team with other members. Transfer the admin role to a member, or remove the members, before deleting your account.';
export const RENEWING_SUBSCRIPTION_DELETE_REASON =
  'Your subscription still renews. Cancel it first (Cancel subscription), then delete your account, so you are not charged for an account that is gone.';

/** Why the account cannot be deleted now, or null: a team it leads still has members, or a subscription still renews. */
export function deleteBlockedReason(facts: TProfileFacts, subscriptionStatus: string | null): string | null {
  if (facts.ledTeamOtherMembers > 0) return TEAM_ADMIN_DELETE_REASON;
  if (facts.billing?.hasSubscription && RENEWING.has(subscriptionStatus ?? '')) return RENEWING_SUBSCRIPTION_DELETE_REASON;
  return null;
}

type TAbilityInput = {
  facts: TProfileFacts;
  subscriptionStatus: string | null;
  /** The subscription-buttons flag for this person (spec §6). */
  subscriptionButtons: boolean;
  /** Stripe is configured on this installation. */
  billingOnline: boolean;
};

/**
 * What the profile page offers (spec §2 /account/profile, §6 subscription buttons): decided here so
 * the page shows what the server will accept. Subscription buttons need the flag, Stripe and a
 * subscription bought through it; deleting waits while the person leads a team with members.
 */
export function profileAbilities(input: TAbilityInput): { abilities: TAccountProfile['abilities']; deleteBlockedReason: string | null } {
  const { facts } = input;
  const billing = input.subscriptionButtons && input.billingOnline ? facts.billing : null;
  const status = input.subscriptionStatus ?? '';
  const blocked = deleteBlockedReason(facts, input.subscriptionStatus);
  const reactivate = Boolean(billing) && ENDED.has(status);
  return {
    abilities: {
      change_password: facts.signInMethods.includes('credential'),
      manage_subscription: Boolean(billing),
      cancel_subscription: Boolean(billing?.hasSubscription) && RENEWING.has(status),
      reactivate_subscription: reactivate,
      reactivate_plan_id: reactivate ? billing!.planId : null,
      delete_account: blocked === null,
    },
    deleteBlockedReason: blocked,
  };
}
