import type { TTeamDetailsRecord } from '@core/api/teams';
import { findPlan } from '@core/plans/planTable';
import type { TSessionUser } from '../auth/sessionUser';
import { abilitiesOf, can } from '../policies/cancan';
import { Team } from '../policies/team';
import type { TTeamDetails } from '../queries/teamDetailsLoader';

/**
 * The team record of spec §7 (snake case). Pending invitations are the admin's business: a member
 * reading the team sees who is in it, not whom the admin has invited. `policies`: what the viewer may do.
 */
export function presentTeamDetails({ team, adminEmail, members, invitations }: TTeamDetails, viewer: TSessionUser): TTeamDetailsRecord {
  const plan = findPlan(team.planName);
  const subject = Team.of({ id: team.id, adminId: team.adminId });
  return {
    team_id: team.id,
    max_members: team.maxMembers,
    members: members.map((member) => ({
      unique_id: member.id,
      name: member.name,
      email: member.email,
      admin: member.id === team.adminId,
      joined_at: new Date(member.joinedAt).toISOString(),
    })),
    invitations: can(viewer, 'update', subject) ? invitations.map((invitation) => ({ email: invitation.email, invited_at: new Date(invitation.createdAt).toISOString() })) : [],
    team_credit_limit: team.creditLimit,
    team_credits_used: team.creditsUsed,
    admin_email: adminEmail,
    plan_name: team.planName,
    expired: team.expired,
    additional_credits: team.additionalCredits,
    admin_id: team.adminId,
    plan_details: plan ? { plan_name: plan.id, display_name: plan.displayName, credit_limit: plan.creditLimit, run_limits: plan.runLimits } : null,
    policies: abilitiesOf(viewer, subject),
  };
}
