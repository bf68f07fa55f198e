import type { TGenerationMode } from '@core/plans/access';
import { FAIR_USAGE_WINDOW_MS } from '@core/usage/fairUsage';
import type { TDatabase } from '../db/database';

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
  /** The mode's fair-usage timer and the generations in its window at `now`. */
  fair_usage_blocked_until: Date | null;
  fair_usage_events: number;
};

// The project: the named one whoever owns it (the policy turns someone else's into 404), else the
// user's first. Fair usage counts the window exactly as loadFairUsageRatio does (after since, up to now).
const GENERATION_GATE_SQL = `
  select u.id, u.email, u.plan_name,
    t.id::text as team_id, t.plan_name as team_plan_name, t.admin_id as team_admin_id,
    pr.id::text as project_id, pr.owner_id as project_owner_id,
    k.sealed_key,
    f.blocked_until as fair_usage_blocked_until,
    (select count(*)::int from fair_usage_events e
      where e.user_id = u.id and e.mode = $3 and e.created_at > $4::timestamptz and e.created_at <= $5::timestamptz) as fair_usage_events
  from users u
  left join lateral (
    select tm.team_id from team_members tm where tm.user_id = u.id order by tm.joined_at limit 1
  ) membership on true
  left join teams t on t.id = membership.team_id
  left join lateral (
    select p.id, p.owner_id from projects p where p.id = $2::uuid
    union all
    (select p.id, p.owner_id from projects p where $2::uuid is null and p.owner_id = u.id order by p.created_at, p.id limit 1)
  ) pr on true
  left join user_keys k on k.user_id = u.id
  left join fair_usage f on f.user_id = u.id and f.mode = $3
  where u.id = $1`;

const NIL_UUID = '00000000-0000-0000-0000-000000000000';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Everything the generation gate checks except credits (loadCreditPool) in one prepared query: the
 * flag identity, the project, the byok key and the mode's fair-usage state. Null when the account
 * does not exist. A project id that is not a uuid cannot exist: it reads as a missing project.
 */
export async function loadGenerationGate(
  database: TDatabase,
  input: { userId: string; projectId?: string; mode: TGenerationMode; now: Date },
): Promise<TGenerationGateRow | null> {
  // The nil uuid names no project (ids are random v4): the policy answers it 404, as for any missing one.
  const projectId = input.projectId === undefined ? null : UUID.test(input.projectId) ? input.projectId : NIL_UUID;
  const since = new Date(input.now.getTime() - FAIR_USAGE_WINDOW_MS);
  const rows = await database.query<TGenerationGateRow>('generation_gate', GENERATION_GATE_SQL, [
    input.userId,
    projectId,
    input.mode,
    since.toISOString(),
    input.now.toISOString(),
  ]);
  return rows[0] ?? null;
}
