/**
 * Rules that hand-written SQL on the hot paths shares, each written once. They are plain SQL text
 * (the queries are prepared statements of fixed text), spliced where a query needs the rule.
 */

/**
 * The team a user record speaks for: the first team the user (`u`) joined, joined as `t` (null
 * columns without one). The user-details record, flag evaluation and the generation gate agree on it.
 */
export const FIRST_TEAM_JOINED = `
  left join lateral (
    select tm.team_id from team_members tm where tm.user_id = u.id order by tm.joined_at limit 1
  ) membership on true
  left join teams t on t.id = membership.team_id`;

/** The flag identity's team columns, off the FIRST_TEAM_JOINED join. */
export const FIRST_TEAM_COLUMNS = 't.id::text as team_id, t.plan_name as team_plan_name, t.admin_id as team_admin_id';

/** Whether a user's plan has ended (spec §8, 430): past its expiry date, or the account made inactive. */
export const userPlanExpired = (user: string) => `((${user}.expiry_date is not null and ${user}.expiry_date < now()) or not ${user}.active_user)`;
