import { describe, expect, it } from 'vitest';
import { profileAbilities, RENEWING_SUBSCRIPTION_DELETE_REASON, TEAM_ADMIN_DELETE_REASON } from './profileAbilities';
import type { TProfileFacts } from './profileFacts';

const facts = (overrides: Partial<TProfileFacts> = {}): TProfileFacts => ({
  signInMethods: ['credential'],
  billing: { planId: 'pro_monthly_usd_49', hasSubscription: true },
  coupon: null,
  ledTeamOtherMembers: 0,
  ...overrides,
});
const on = { subscriptionButtons: true, billingOnline: true };

describe('profile abilities', () => {
  it('offer manage and cancel for a renewing subscription, and block deletion until it is cancelled', () => {
    const { abilities, deleteBlockedReason } = profileAbilities({ facts: facts(), subscriptionStatus: 'active', ...on });
    expect(abilities).toMatchObject({ manage_subscription: true, cancel_subscription: true, reactivate_subscription: false, delete_account: false });
    expect(deleteBlockedReason).toBe(RENEWING_SUBSCRIPTION_DELETE_REASON);
  });

  it('offer reactivation (the same plan) once the subscription ended', () => {
    const { abilities } = profileAbilities({ facts: facts(), subscriptionStatus: 'canceled', ...on });
    expect(abilities).toMatchObject({ cancel_subscription: false, reactivate_subscription: true, reactivate_plan_id: 'pro_monthly_usd_49', delete_account: true });
  });

  it('offer no subscription button when the flag is off, Stripe is not configured, or nothing was bought', () => {
    for (const input of [
      { facts: facts(), subscriptionStatus: 'canceled', subscriptionButtons: false, billingOnline: true },
      { facts: facts(), subscriptionStatus: 'canceled', subscriptionButtons: true, billingOnline: false },
      { facts: facts({ billing: null }), subscriptionStatus: null, ...on },
    ]) {
      const { abilities } = profileAbilities(input);
      expect(abilities).toMatchObject({ manage_subscription: false, cancel_subscription: false, reactivate_subscription: false, reactivate_plan_id: null });
    }
  });

  it('block deletion for the admin of a team with members; no password change without a password', () => {
    const { abilities, deleteBlockedReason } = profileAbilities({ facts: facts({ billing: null, ledTeamOtherMembers: 2, signInMethods: ['google'] }), subscriptionStatus: null, ...on });
    expect(abilities).toMatchObject({ delete_account: false, change_password: false });
    expect(deleteBlockedReason).toBe(TEAM_ADMIN_DELETE_REASON);
  });
});
