import type { TUserDetailsRecord } from '@core/api/users';
import { findPlan } from '@core/plans/planTable';
import type { TUserDetailsSource } from '../queries/userDetailsLoader';
import { presentOnboardingData } from './onboardingData';
import { presentProject } from './project';

/** The user record of spec §7 (snake case). Lists each field: a row never leaves as it is. */
export function presentUserDetails(source: TUserDetailsSource, options: { automatedEmails: string[] }): TUserDetailsRecord {
  const { user, team } = source;
  const plan = findPlan(user.planName);
  const teamPlan = findPlan(team?.planName);
  return {
    unique_id: user.id,
    name: user.name,
    email: user.email,
    plan_name: user.planName,
    plan_details: plan
      ? { plan_name: plan.id, display_name: plan.displayName, credit_limit: plan.creditLimit, run_limits: plan.runLimits }
      : null,
    credit_limit: user.creditLimit,
    credits_used: user.creditsUsed,
    additional_credits: user.additionalCredits,
    paid_user: user.paidUser,
    active_user: user.activeUser,
    expiry_date: user.expiryDate?.toISOString() ?? null,
    created_date: user.createdAt.toISOString(),
    subscription_status: user.subscriptionStatus,
    payment_status: user.paymentStatus,
    free_trial_offer_extended: user.freeTrialOfferExtended,
    team_id: team?.id ?? null,
    team_plan_name: team?.planName ?? null,
    team_admin_id: team?.adminId ?? null,
    team_member: user.teamMember,
    feature_runs: user.featureRuns,
    team_feature_runs: teamPlan ? teamPlan.runLimits : null,
    user_addtional_runs: user.additionalRuns,
    fup_ratio: user.fupRatio,
    team_fup_ratio: null,
    onboarding_data: source.onboarding ? presentOnboardingData(source.onboarding) : null,
    onboarding: user.onboardingSteps,
    projects: source.projects.map(presentProject),
    team_projects: source.teamProjects.map(presentProject),
    last_seen_version: user.lastSeenVersion,
    automated_user: options.automatedEmails.includes(user.email),
  };
}
