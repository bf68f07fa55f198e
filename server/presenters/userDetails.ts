import type { TUserDetailsRecord } from '@core/api/users';
import { isAutomatedUser } from '@core/plans/automatedUsers';
import { findPlan } from '@core/plans/planTable';
import { isAdminEmail } from '../policies/admin';
import type { TUserDetailsRow } from '../queries/userDetailsLoader';
import { presentOnboardingAnswers } from './onboardingData';

/** The user record of spec §7 (snake case). Lists each field: a row never leaves as it is. */
export function presentUserDetails(
  row: TUserDetailsRow,
  options: { automatedEmails: string[]; adminEmails: string[]; trialNeedsVerifiedEmail: boolean },
): TUserDetailsRecord {
  const plan = findPlan(row.plan_name);
  return {
    unique_id: row.id,
    name: row.name,
    email: row.email,
    plan_name: row.plan_name,
    plan_details: plan
      ? { plan_name: plan.id, display_name: plan.displayName, credit_limit: plan.creditLimit, run_limits: plan.runLimits }
      : null,
    credit_limit: row.credit_limit,
    credits_used: row.credits_used,
    additional_credits: row.additional_credits,
    paid_user: row.paid_user,
    active_user: row.active_user,
    expiry_date: row.expiry_date ? new Date(row.expiry_date).toISOString() : null,
    created_date: new Date(row.created_at).toISOString(),
    subscription_status: row.subscription_status,
    payment_status: row.payment_status,
    free_trial_offer_extended: row.free_trial_offer_extended,
    team_id: row.team_id,
    team_plan_name: row.team_plan_name,
    team_admin_id: row.team_admin_id,
    team_member: row.team_member,
    feature_runs: row.feature_runs,
    team_feature_runs: row.team_feature_runs,
    user_addtional_runs: row.additional_runs,
    fup_ratio: row.fup_ratio,
    team_fup_ratio: null,
    onboarding_data: row.onboarding ? presentOnboardingAnswers(row.onboarding) : null,
    onboarding: row.onboarding_steps,
    projects: row.projects,
    team_projects: row.team_projects,
    last_seen_version: row.last_seen_version,
    automated_user: isAutomatedUser(row.email, options.automatedEmails),
    is_admin: isAdminEmail(row.email, options.adminEmails),
    email_verification_pending: options.trialNeedsVerifiedEmail && !row.email_verified,
    require_brand_voice_reupload: row.require_brand_voice_reupload,
    require_team_brand_voice_reupload: row.require_team_brand_voice_reupload,
    brand_voice: row.brand_voice,
    team_brand_voice: row.team_brand_voice,
  };
}
