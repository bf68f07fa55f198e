import { z } from 'zod';
import { ZOnboardingData } from './onboardingData';
import { ZProjectRecord } from './projects';

const ZRuns = z.object({ autoblog_workflow: z.number(), content_optimization: z.number() });

export const ZPlanDetails = z.object({
  plan_name: z.string(),
  display_name: z.string(),
  credit_limit: z.number(),
  run_limits: ZRuns,
});

/** GET /api/fetch/user/details (spec §7): the user record in snake case, as it travels. */
export const ZUserDetailsRecord = z.object({
  unique_id: z.string(),
  name: z.string(),
  email: z.string(),
  plan_name: z.string().nullable(),
  plan_details: ZPlanDetails.nullable(),
  credit_limit: z.number(),
  credits_used: z.number(),
  additional_credits: z.number(),
  paid_user: z.boolean(),
  active_user: z.boolean(),
  expiry_date: z.string().nullable(),
  created_date: z.string(),
  subscription_status: z.string().nullable(),
  payment_status: z.string().nullable(),
  free_trial_offer_extended: z.boolean(),
  team_id: z.string().nullable(),
  team_plan_name: z.string().nullable(),
  team_admin_id: z.string().nullable(),
  team_member: z.boolean(),
  feature_runs: ZRuns,
  team_feature_runs: ZRuns.nullable(),
  user_addtional_runs: ZRuns,
  fup_ratio: z.number(),
  team_fup_ratio: z.number().nullable(),
  onboarding_data: ZOnboardingData.nullable(),
  onboarding: z.record(z.string(), z.boolean()),
  projects: z.array(ZProjectRecord),
  team_projects: z.array(ZProjectRecord),
  last_seen_version: z.string().nullable(),
  automated_user: z.boolean(),
  /** The user's email is in the server's ADMIN_EMAILS: the admin pages show. */
  is_admin: z.boolean(),
  /** The installation keeps trial credits until the email is verified, and this one is not yet: the app asks to check the inbox. */
  email_verification_pending: z.boolean().optional(),
  /** A personal / team brand voice was drawn by an older extractor: the brand voice page asks for its samples again. */
  require_brand_voice_reupload: z.boolean().optional(),
  require_team_brand_voice_reupload: z.boolean().optional(),
  /** The user keeps a personal brand voice / their team keeps one (spec §3 brandVoice, teamBrandVoice): generations can write in it. */
  brand_voice: z.boolean().optional(),
  team_brand_voice: z.boolean().optional(),
});
export type TUserDetailsRecord = z.infer<typeof ZUserDetailsRecord>;

export type TRuns = z.infer<typeof ZRuns>;
export type TProject = { id: string; projectName: string };

/** The User of spec §3, as the client holds it. */
export type TUser = {
  uid: string;
  displayName: string;
  email: string;
  userPlan: string | null;
  currentDetails: { planName: string; displayName: string; creditLimit: number; runLimits: TRuns } | null;
  creditLimit: number;
  creditsUsed: number;
  additionalCredits: number;
  paidUser: boolean;
  activeUser: boolean;
  expiryDate: string | null;
  createdDate: string;
  subscriptionStatus: string | null;
  paymentStatus: string | null;
  freeTrialOfferExtended: boolean;
  teamId: string | null;
  teamPlan: string | null;
  teamAdminId: string | null;
  teamMember: boolean;
  featureRuns: TRuns;
  teamFeatureRuns: TRuns | null;
  additionalRuns: TRuns;
  fupRatio: number;
  teamFupRatio: number | null;
  onboardingData: z.infer<typeof ZOnboardingData> | null;
  onboarding: Record<string, boolean>;
  projects: TProject[];
  teamProjects: TProject[];
  lastSeenVersion: string | null;
  automatedUser: boolean;
  /** An administrator of the installation (ADMIN_EMAILS): may change feature flags. */
  isAdmin: boolean;
  /** Trial credits wait until this user verifies their email (the app shows the check-your-email banner). */
  emailVerificationPending?: boolean;
  requireBrandVoiceReupload?: boolean;
  requireTeamBrandVoiceReupload?: boolean;
  brandVoice?: boolean;
  teamBrandVoice?: boolean;
};

const toProject = (project: { _id: string; project_name: string }): TProject => ({
  id: project._id,
  projectName: project.project_name,
});

/** Camel-cases the wire record into the client's User (spec §3 names, not a mechanical rename). */
export function toUser(record: TUserDetailsRecord): TUser {
  const plan = record.plan_details;
  return {
    uid: record.unique_id,
    displayName: record.name,
    email: record.email,
    userPlan: record.plan_name,
    currentDetails: plan
      ? { planName: plan.plan_name, displayName: plan.display_name, creditLimit: plan.credit_limit, runLimits: plan.run_limits }
      : null,
    creditLimit: record.credit_limit,
    creditsUsed: record.credits_used,
    additionalCredits: record.additional_credits,
    paidUser: record.paid_user,
    activeUser: record.active_user,
    expiryDate: record.expiry_date,
    createdDate: record.created_date,
    subscriptionStatus: record.subscription_status,
    paymentStatus: record.payment_status,
    freeTrialOfferExtended: record.free_trial_offer_extended,
    teamId: record.team_id,
    teamPlan: record.team_plan_name,
    teamAdminId: record.team_admin_id,
    teamMember: record.team_member,
    featureRuns: record.feature_runs,
    teamFeatureRuns: record.team_feature_runs,
    additionalRuns: record.user_addtional_runs,
    fupRatio: record.fup_ratio,
    teamFupRatio: record.team_fup_ratio,
    onboardingData: record.onboarding_data,
    onboarding: record.onboarding,
    projects: record.projects.map(toProject),
    teamProjects: record.team_projects.map(toProject),
    lastSeenVersion: record.last_seen_version,
    automatedUser: record.automated_user,
    isAdmin: record.is_admin,
    emailVerificationPending: record.email_verification_pending ?? false,
    requireBrandVoiceReupload: record.require_brand_voice_reupload ?? false,
    requireTeamBrandVoiceReupload: record.require_team_brand_voice_reupload ?? false,
    brandVoice: record.brand_voice ?? false,
    teamBrandVoice: record.team_brand_voice ?? false,
  };
}

/** Credits are shown to one decimal (spec §9). */
export function formatCredits(credits: number): string {
  return (Math.round(credits * 10) / 10).toFixed(1);
}

export const ZSeenVersionInput = z.object({
  unique_id: z.string().min(1),
  version: z.string().regex(/^\d+(\.\d+)*$/, 'version must be dotted numbers, like 3.8.2.'),
});
