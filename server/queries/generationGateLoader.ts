import type { TGenerationMode } from '@core/plans/access';
import { FAIR_USAGE_ALLOWANCE } from '@core/usage/fairUsage';
import type { TDatabase } from '../db/database';
import { FIRST_TEAM_JOINED, FIRST_TEAM_COLUMNS, userPlanExpired } from './sqlFragments';
import type { TStoredPoolRow } from './creditBalance';
import { fairUsageSince } from './fairUsageRatioSql';

/** What the generation gate reads about a user in one round trip (snake case, as PostgreSQL names it). */
export type TGenerationGateRow = {
  /** Flag identity, as the user-details row gives it (the first team the user joined). */
  id: string;
  email: string;
  plan_name: string | null;
  team_id: string | null;
  team_plan_name: string | null;
  team_admin_id: string | null;
  /** The named project's id and owner, or the user's first project when none was named; null for none. */
  project_id: string | null;
  project_owner_id: string | null;
  /** The stored bring-your-own-key key, sealed; null without one. */
  sealed_key: string | null;
  /** The mode's fair-usage timer and its ratio at `now` (the database's mode_fair_usage_ratio). */
  fair_usage_blocked_until: Date | null;
  fair_usage_ratio: number;
  /**
   * The credit pool the generation draws from: the named team's when the user is its member, the
   * user's own when no team was named; all pool_ fields null for a team the user is not in.
   */
  pool_member: boolean | null;
  /** numeric(14,1) as decimal text (creditPoolFrom parses it). */
  pool_credit_limit: string | null;
  pool_credits_used: string | null;
  pool_additional_credits: string | null;
  pool_expired: boolean | null;
  pool_plan_name: string | null;
  pool_credits_day: string | null;
  /** Today's UTC day by the database's clock (YYYY-MM-DD), as the credit charge counts days. */
  today: string;
};

// The project: the named one whoever owns it (the policy turns someone else's into 404), else the
// user's first. The fair-use ratio is the database's one rule (migration 0016), as loadFairUsageRatio reads it.
// The pool reads what loadCreditPool reads; a named team's only through the user's membership of it.
const GENERATION_GATE_SQL = `
  select u.id, u.email, u.plan_name,
    ${FIRST_TEAM_COLUMNS},
    pr.id::text as project_id, pr.owner_id as project_owner_id,
    k.sealed_key,
    f.blocked_until as fair_usage_blocked_until,
    mode_fair_usage_ratio(u.id, $3, $4::timestamptz, $5::timestamptz, $7::integer) as fair_usage_ratio,
    pool.member as pool_member, pool.credit_limit as pool_credit_limit, pool.credits_used as pool_credits_used,
    pool.additional_credits as pool_additional_credits, pool.expired as pool_expired, pool.plan_name as pool_plan_name,
    pool.credits_day as pool_credits_day, (now() at time zone 'utc')::date::text as today
  from users u
  ${FIRST_TEAM_JOINED}
  left join lateral (
    select p.id, p.owner_id from projects p where p.id = $2::uuid
    union all
    (select p.id, p.owner_id from projects p where $2::uuid is null and p.owner_id = u.id order by p.created_at, p.id limit 1)
  ) pr on true
  left join user_keys k on k.user_id = u.id
  left join fair_usage f on f.user_id = u.id and f.mode = $3
  left join lateral (
    select true as member, pt.credit_limit, pt.credits_used, pt.additional_credits, pt.expired, pt.plan_name, null::text as credits_day
    from team_members ptm join teams pt on pt.id = ptm.team_id
    where ptm.team_id = $6::uuid and ptm.user_id = u.id
    union all
    select true, u.credit_limit, u.credits_used, u.additional_credits,
      ${userPlanExpired('u')}, u.plan_name, u.credits_day::text
    where $6::uuid is null
  ) pool on true
  where u.id = $1`;

const NIL_UUID = '00000000-0000-0000-0000-000000000000';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A named id as the query takes it: the nil uuid (no row has it: ids are random v4) for a malformed one. */
const uuidParam = (id: string) => (UUID.test(id) ? id : NIL_UUID);

/**
 * Everything the generation gate checks in one prepared query (one round trip): the flag identity,
 * the project, the byok key, the credit pool (the named team's, or the user's) and the mode's
 * fair-usage state. Null when the account does not exist. A project or team id that is not a uuid
 * cannot exist: it reads as a missing project, or a team the user is not in.
 */
export async function loadGenerationGate(
  database: TDatabase,
  input: { userId: string; projectId?: string; teamId?: string | null; mode: TGenerationMode; now: Date },
): Promise<TGenerationGateRow | null> {
  const since = fairUsageSince(input.now);
  const rows = await database.query<TGenerationGateRow>('generation_gate', GENERATION_GATE_SQL, [
    input.userId,
    input.projectId === undefined ? null : uuidParam(input.projectId),
    input.mode,
    since.toISOString(),
    input.now.toISOString(),
    input.teamId ? uuidParam(input.teamId) : null, // no team named (or an empty one): the user's own pool
    FAIR_USAGE_ALLOWANCE[input.mode],
  ]);
  return rows[0] ?? null;
}

/** The pool's stored row as creditPoolFrom takes it; undefined for a team the user is not in. */
export function poolRowOf(seen: TGenerationGateRow): TStoredPoolRow | undefined {
  if (!seen.pool_member) return undefined;
  return {
    credit_limit: seen.pool_credit_limit!,
    credits_used: seen.pool_credits_used!,
    additional_credits: seen.pool_additional_credits!,
    expired: seen.pool_expired!,
    plan_name: seen.pool_plan_name,
    credits_day: seen.pool_credits_day,
    today: seen.today,
  };
}
