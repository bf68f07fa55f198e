import type { TAccountProfile } from '@core/api/account';
import { creditsToText, subtractCredits, sumCredits } from '@core/credits/creditTenths';
import { findPlan } from '@core/plans/planTable';
import type { TContext } from '../context';
import { notFound } from '../errors';
import { evaluateFlagsOf } from '../policies/pageFlag';
import { loadUserDetails, type TUserDetailsRow } from '../queries/userDetailsLoader';
import { profileAbilities } from './profileAbilities';
import { loadProfileFacts } from './profileFacts';

type TFeature = 'autoblog_workflow' | 'content_optimization';

/** A feature's runs as the dashboard counts them (web/scenes/Dashboard/runsLeft.ts): plan runs left plus purchased ones. */
function runsOf(row: TUserDetailsRow, feature: TFeature) {
  const extra = Math.max(0, row.additional_runs[feature]);
  const planLimit = findPlan(row.plan_name)?.runLimits[feature] ?? 0;
  return { left: Math.max(0, row.feature_runs[feature]) + extra, limit: planLimit + extra };
}

/**
 * The profile page's record (GET /api/account/profile): the person's own account (not the team's
 * pool), credits exact as decimal text, and what they may do there.
 */
export async function buildAccountProfile(ctx: TContext, userId: string): Promise<TAccountProfile> {
  const [row, facts, flags] = await Promise.all([
    loadUserDetails(ctx.database, userId),
    loadProfileFacts(ctx.db, userId),
    evaluateFlagsOf(ctx, userId, ['subscription-buttons'], false),
  ]);
  if (!row) throw notFound('This account no longer exists.');
  const plan = findPlan(row.plan_name);
  const left = Math.max(0, subtractCredits(sumCredits(row.credit_limit, row.additional_credits), row.credits_used));
  const { abilities, deleteBlockedReason } = profileAbilities({
    facts,
    subscriptionStatus: row.subscription_status,
    subscriptionButtons: flags['subscription-buttons'] === true,
    billingOnline: ctx.stripe !== null,
  });
  return {
    name: row.name,
    email: row.email,
    email_verified: row.email_verified,
    sign_in_methods: facts.signInMethods,
    plan_name: row.plan_name,
    plan_display_name: plan?.displayName ?? null,
    expiry_date: row.expiry_date ? new Date(row.expiry_date).toISOString() : null,
    subscription_status: row.subscription_status,
    credits: {
      limit: creditsToText(row.credit_limit),
      used: creditsToText(row.credits_used),
      additional: creditsToText(row.additional_credits),
      left: creditsToText(left),
    },
    runs: { autoblog_workflow: runsOf(row, 'autoblog_workflow'), content_optimization: runsOf(row, 'content_optimization') },
    referral_coupon: facts.coupon,
    abilities,
    delete_blocked_reason: deleteBlockedReason,
  };
}
