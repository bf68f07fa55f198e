import { BRAND_VOICE_PROFILE_VERSION } from '@core/api/brandVoices';
import type { TProjectRecord } from '@core/api/projects';
import { currentCredits } from '@core/credits/creditPeriods';
import { creditFiguresOf, type TStoredCreditFigures } from './creditBalance';
import type { TDatabase } from '../db/database';
import { FIRST_TEAM_JOINED, FIRST_TEAM_COLUMNS } from './sqlFragments';

type TRuns = { autoblog_workflow: number; content_optimization: number };

/** One row with everything the user-details record is made of (snake case, as PostgreSQL names it). */
export type TUserDetailsRow = {
  id: string;
  name: string;
  email: string;
  email_verified: boolean;
  plan_name: string | null;
  credit_limit: number;
  credits_used: number;
  additional_credits: number;
  paid_user: boolean;
  active_user: boolean;
  expiry_date: Date | null;
  created_at: Date;
  subscription_status: string | null;
  payment_status: string | null;
  free_trial_offer_extended: boolean;
  team_member: boolean;
  feature_runs: TRuns;
  additional_runs: TRuns;
  fup_ratio: number;
  onboarding_steps: Record<string, boolean>;
  last_seen_version: string | null;
  team_id: string | null;
  team_plan_name: string | null;
  team_admin_id: string | null;
  team_feature_runs: TRuns | null;
  onboarding: Record<string, string | null> | null;
  projects: TProjectRecord[];
  team_projects: TProjectRecord[];
  /** A personal / team brand voice was drawn by an older extractor (profile_version below the current one). */
  require_brand_voice_reupload: boolean;
  require_team_brand_voice_reupload: boolean;
  /** The user keeps a personal brand voice / the team keeps one. */
  brand_voice: boolean;
  team_brand_voice: boolean;
};

/** The row as PostgreSQL returns it: credits as decimal text, the day its usage counts and today. */
type TStoredUserDetailsRow = Omit<TUserDetailsRow, keyof TStoredCreditFigures> & TStoredCreditFigures & { credits_day: string | null; today: string };

// The first team the user joined, the onboarding answers, and both project lists, in one round trip:
// this call runs on every page load, so it is the hot path of the API benchmark.
export const USER_DETAILS_SQL = `
  select u.id, u.name, u.email, u.email_verified, u.plan_name, u.credit_limit, u.credits_used, u.additional_credits,
    u.paid_user, u.active_user, u.expiry_date, u.created_at, u.subscription_status, u.payment_status,
    u.free_trial_offer_extended, u.team_member, u.feature_runs, u.additional_runs, u.fup_ratio,
    u.onboarding_steps, u.last_seen_version, u.credits_day::text as credits_day,
    (now() at time zone 'utc')::date::text as today,
    ${FIRST_TEAM_COLUMNS}, t.feature_runs as team_feature_runs,
    to_jsonb(o) as onboarding,
    coalesce((select json_agg(json_build_object('_id', p.id, 'project_name', p.project_name) order by p.created_at, p.id)
              from projects p where p.owner_id = u.id), '[]'::json) as projects,
    coalesce((select json_agg(json_build_object('_id', p.id, 'project_name', p.project_name) order by p.created_at, p.id)
              from projects p where t.admin_id <> u.id and p.owner_id = t.admin_id), '[]'::json) as team_projects,
    exists(select 1 from brand_voices b where b.user_id = u.id and b.team_id is null and b.profile_version < ${BRAND_VOICE_PROFILE_VERSION}) as require_brand_voice_reupload,
    exists(select 1 from brand_voices b where b.team_id = t.id and b.profile_version < ${BRAND_VOICE_PROFILE_VERSION}) as require_team_brand_voice_reupload,
    exists(select 1 from brand_voices b where b.user_id = u.id and b.team_id is null) as brand_voice,
    exists(select 1 from brand_voices b where b.team_id = t.id) as team_brand_voice
  from users u
  ${FIRST_TEAM_JOINED}
  left join onboarding_data o on o.user_id = u.id
  where u.id = $1`;

/** The record as stored, with the day its credit usage counts and the database's UTC day when read. */
export type TStoredUserDetails = { row: TUserDetailsRow; creditsDay: string | null; today: string };

/** Reads the stored record, or null when the account does not exist (one prepared statement). */
export async function readUserDetails(database: TDatabase, userId: string): Promise<TStoredUserDetails | null> {
  const rows = await database.query<TStoredUserDetailsRow>('user_details', USER_DETAILS_SQL, [userId]);
  const stored = rows[0];
  if (!stored) return null;
  const { credits_day, today, ...row } = creditFiguresOf(stored);
  return { row, creditsDay: credits_day, today };
}

/**
 * The record as of `stored.today`: on a daily-credit plan, usage counted on an earlier UTC day reads as
 * today's fresh allowance, as the credit check reads it (creditBalance.ts).
 */
export function userDetailsOf(stored: TStoredUserDetails): TUserDetailsRow {
  return currentCredits(stored.row, stored.row.plan_name, stored.creditsDay, stored.today);
}

/** Everything the user-details record is made of, or null when the account does not exist. */
export async function loadUserDetails(database: TDatabase, userId: string): Promise<TUserDetailsRow | null> {
  const stored = await readUserDetails(database, userId);
  return stored ? userDetailsOf(stored) : null;
}
