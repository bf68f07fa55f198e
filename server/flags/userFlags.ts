import type { TContext } from '../context';
import { loadUserDetails, type TUserDetailsRow } from '../queries/userDetailsLoader';
import type { TFlagMap, TFlagUser } from './flagService';

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

/** Every flag evaluated for this account in this mode, or null when the account does not exist. */
export async function evaluateUserFlags(
  ctx: Pick<TContext, 'database' | 'flags'>,
  userId: string,
  options: { teamMode: boolean },
): Promise<TFlagMap | null> {
  const details = await loadUserDetails(ctx.database, userId);
  if (!details) return null;
  return ctx.flags.evaluateAll(flagUserOf(details), options);
}
