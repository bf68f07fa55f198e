import type { TDatabase } from '../db/database';
import { FIRST_TEAM_JOINED, FIRST_TEAM_COLUMNS } from './sqlFragments';
import type { TFlagUser } from '../flags/flagService';
import { flagUserOf } from '../flags/flagUser';
import type { TUserDetailsRow } from './userDetailsLoader';

type TFlagUserRow = Pick<TUserDetailsRow, 'id' | 'email' | 'plan_name' | 'team_id' | 'team_plan_name' | 'team_admin_id'>;

// What flags are evaluated with and nothing more (the user-details query reads far more): the plan
// and the first team joined, as userDetailsLoader reads them.
const FLAG_USER_SQL = `
  select u.id, u.email, u.plan_name, ${FIRST_TEAM_COLUMNS}
  from users u
  ${FIRST_TEAM_JOINED}
  where u.id = $1`;

/** The identity, plan and team one flag check needs, or null when the account does not exist. */
export async function loadFlagUser(database: TDatabase, userId: string): Promise<TFlagUser | null> {
  const [row] = await database.query<TFlagUserRow>('flag_user', FLAG_USER_SQL, [userId]);
  return row ? flagUserOf(row) : null;
}
