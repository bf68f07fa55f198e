import type { TDatabase } from '../db/database';
import type { TFlagUser } from '../flags/flagService';
import { flagUserOf } from '../flags/flagUser';
import type { TUserDetailsRow } from './userDetailsLoader';

type TFlagUserRow = Pick<TUserDetailsRow, 'id' | 'email' | 'plan_name' | 'team_id' | 'team_plan_name' | 'team_admin_id'>;

// What flags are evaluated with and nothing more (the user-details query reads far more): the plan
// and the first team joined, as userDetailsLoader reads them.
const FLAG_USER_SQL = `
  select u.id, u.email, u.plan_name, t.id::text as team_id, t.plan_name as team_plan_name, t.admin_id as team_admin_id
  from users u
  left join lateral (
    select tm.team_id from team_members tm where tm.user_id = u.id order by tm.joined_at limit 1
  ) membership on true
  left join teams t on t.id = membership.team_id
  where u.id = $1`;

/** The identity, plan and team one flag check needs, or null when the account does not exist. */
export async function loadFlagUser(database: TDatabase, userId: string): Promise<TFlagUser | null> {
  const [row] = await database.query<TFlagUserRow>('flag_user', FLAG_USER_SQL, [userId]);
  return row ? flagUserOf(row) : null;
}
