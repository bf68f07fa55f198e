import { describe, expect, it } from 'vitest';
import { canAccessAnalytics, isByokPlan, isLifetimePlan } from './analyticsAccess';
import { PLAN_LIST } from './planTable';
import type { TPlanUser } from './planTypes';
import { specAnalyticsKind, specTeamPlanOpensAnalytics } from './testing/specFacts';

type TCase = { name: string; user: Omit<TPlanUser, 'userPlan'>; byKind: Record<'byok' | 'forever_free' | 'lifetime' | 'other', boolean> };

/** Spec §6 analytics access, one row per situation, one column per kind of own plan. */
const CASES: TCase[] = [
  { name: 'solo', user: { teamId: null }, byKind: { byok: true, forever_free: false, lifetime: true, other: false } },
  {
    name: 'solo, no lifetime entitlements left',
    user: { teamId: null, ltdEntitlements: [] },
    byKind: { byok: true, forever_free: false, lifetime: false, other: false },
  },
  {
    name: 'solo with a pro lifetime entitlement',
    user: { teamId: null, ltdEntitlements: ['pro_lifetime'] },
    byKind: { byok: true, forever_free: false, lifetime: true, other: false },
  },
  {
    name: 'in a team, personal mode, team entitlement, no own entitlements',
    user: { teamId: 't1', teamPlan: 'team_annual_april_2024', teamMode: false, ltdEntitlements: [], teamEntitlement: 'team' },
    byKind: { byok: true, forever_free: false, lifetime: false, other: true },
  },
  {
    name: 'team mode with a team entitlement, no own entitlements',
    user: { teamId: 't1', teamPlan: 'premium_tier_2_annual_june_2024', teamMode: true, ltdEntitlements: [], teamEntitlement: 'team_ltd' },
    byKind: { byok: true, forever_free: true, lifetime: true, other: true },
  },
  {
    name: 'team mode on a premium team, no entitlements',
    user: { teamId: 't1', teamPlan: 'premium_tier_3_monthly_june_2024', teamMode: true, ltdEntitlements: [], teamEntitlement: null },
    byKind: { byok: true, forever_free: false, lifetime: false, other: true },
  },
];

describe('analytics access (spec §6)', () => {
  it.each(PLAN_LIST)('$id in every situation', (plan) => {
    const kind = specAnalyticsKind(plan.id);
    for (const { name, user, byKind } of CASES) {
      expect(canAccessAnalytics({ ...user, userPlan: plan.id }), `${plan.id}, ${name}`).toBe(byKind[kind]);
    }
  });

  it.each(PLAN_LIST)('$id as the team plan of a forever-free member in team mode', (teamPlan) => {
    const member = { userPlan: 'forever_free_plan', teamId: 't1', teamPlan: teamPlan.id, ltdEntitlements: [] };
    expect(canAccessAnalytics({ ...member, teamMode: true })).toBe(specTeamPlanOpensAnalytics(teamPlan.id));
    expect(canAccessAnalytics({ ...member, teamMode: false })).toBe(false);
  });

  it('keeps the first signature working ({ userPlan, teamId })', () => {
    expect(canAccessAnalytics({ userPlan: 'byok_monthly', teamId: null })).toBe(true);
    expect(canAccessAnalytics({ userPlan: 'ltd_bundle_pass', teamId: null })).toBe(true);
    expect(canAccessAnalytics({ userPlan: 'pro_monthly_usd_49', teamId: 't1' })).toBe(true);
    expect(canAccessAnalytics({ userPlan: null, teamId: null })).toBe(false);
  });

  it('recognises byok and lifetime ids the table does not list', () => {
    expect(isByokPlan('byok_2025')).toBe(true);
    expect(isLifetimePlan('pro_lifetime_deal')).toBe(true);
    expect(canAccessAnalytics({ userPlan: 'pro_lifetime_deal', teamId: null, ltdEntitlements: [] })).toBe(true);
    expect(isLifetimePlan('team_annual_april_2024')).toBe(false);
    // "pro" inside another word does not make a pro lifetime.
    expect(canAccessAnalytics({ userPlan: 'ltd_bundle_pass', teamId: null, ltdEntitlements: [] })).toBe(false);
    expect(canAccessAnalytics({ userPlan: 'ltd_bundle_pass', teamId: null, ltdEntitlements: ['product_pack'] })).toBe(true);
  });
});
