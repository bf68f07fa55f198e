import type { TUserDetailsRow } from '../queries/userDetailsLoader';
import type { TFlagUser } from './flagService';

/** The identity, plan and team flags are evaluated with, from the user-details row (or a query with its fields). */
export function flagUserOf(details: Pick<TUserDetailsRow, 'id' | 'email' | 'plan_name' | 'team_id' | 'team_plan_name' | 'team_admin_id'>): TFlagUser {
  return {
    id: details.id,
    email: details.email,
    planId: details.plan_name,
    teamId: details.team_id,
    teamPlan: details.team_plan_name,
    teamAdminId: details.team_admin_id,
  };
}
