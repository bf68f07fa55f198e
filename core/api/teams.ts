import { z } from 'zod';
import { EMAIL_MAX } from './fieldLimits';
import { ZTeamPolicies } from './policies';
import { ZPlanDetails } from './users';

const ZTeamId = z.string({ error: 'team_id is required.' }).trim().min(1, 'team_id is required.').max(64, 'team_id is too long.');

/** The address of the person an admin invites or removes, compared lower-case. */
const ZMemberEmail = z
  .string({ error: 'Enter the email address of the team member.' })
  .trim()
  .min(1, 'Enter the email address of the team member.')
  .max(EMAIL_MAX, `An email address can be at most ${EMAIL_MAX} characters.`)
  .pipe(z.email('That is not a valid email address.'))
  .transform((email) => email.toLowerCase());

/** GET /api/fetch/team/details?team_id (spec §7). */
export const ZTeamDetailsQuery = z.object({ team_id: ZTeamId });

/** A member of the team; the admin is listed too, marked as such. */
export const ZTeamMemberRecord = z.object({
  unique_id: z.string(),
  name: z.string(),
  email: z.string(),
  admin: z.boolean(),
  joined_at: z.string(),
});
export type TTeamMemberRecord = z.infer<typeof ZTeamMemberRecord>;

/** An email address invited to the team that has not joined yet. */
export const ZTeamInvitationRecord = z.object({ email: z.string(), invited_at: z.string() });
export type TTeamInvitationRecord = z.infer<typeof ZTeamInvitationRecord>;

/**
 * The team record of spec §7 (max_members, members, team_credit_limit, team_credits_used,
 * admin_email, plan_name, expired, additional_credits, admin_id, plan_details), plus team_id and the
 * pending invitations (shown to the admin only; members get an empty list).
 */
export const ZTeamDetailsRecord = z.object({
  team_id: z.string(),
  max_members: z.number(),
  members: z.array(ZTeamMemberRecord),
  invitations: z.array(ZTeamInvitationRecord),
  team_credit_limit: z.number(),
  team_credits_used: z.number(),
  admin_email: z.string(),
  plan_name: z.string().nullable(),
  expired: z.boolean(),
  additional_credits: z.number(),
  admin_id: z.string(),
  plan_details: ZPlanDetails.nullable(),
  /**
   * What the signed-in person may do with the team (its admin: all): update = invite and remove
   * members, transfer_admin = hand the admin role to a member, read_usage = see each member's usage.
   */
  policies: ZTeamPolicies.extend({ transfer_admin: z.boolean(), read_usage: z.boolean() }),
});
export type TTeamDetailsRecord = z.infer<typeof ZTeamDetailsRecord>;

/** POST /api/add/team/member: the admin invites an email address. */
export const ZAddTeamMemberInput = z.object({ team_id: ZTeamId, email: ZMemberEmail });
export type TAddTeamMemberInput = z.infer<typeof ZAddTeamMemberInput>;

/** DELETE /api/delete/team/member?team_id&email: the admin removes a member or an invitation. */
export const ZRemoveTeamMemberQuery = z.object({ team_id: ZTeamId, email: ZMemberEmail });

/** POST /api/join/team: the signed-in user accepts the invitation of their email. */
export const ZJoinTeamInput = z.object({ team_id: ZTeamId });

/** POST /api/update/team/admin: the admin hands the admin role to another member (by their unique_id); they stay a member. */
export const ZTransferTeamAdminInput = z.object({
  team_id: ZTeamId,
  unique_id: z.string({ error: 'Choose the member who becomes the admin.' }).trim().min(1, 'Choose the member who becomes the admin.').max(200, 'unique_id is too long.'),
});
export type TTransferTeamAdminInput = z.infer<typeof ZTransferTeamAdminInput>;

/** GET /api/fetch/team/usage?team_id: each member's usage of the team's pool this month (the admin only). */
export const ZTeamUsageQuery = z.object({ team_id: ZTeamId });

/** One member's usage of the team's pool in the period: credits as exact decimal text ("1.7"). */
export const ZTeamMemberUsage = z.object({ unique_id: z.string(), credits: z.string(), words: z.number().int(), runs: z.number().int() });
export type TTeamMemberUsage = z.infer<typeof ZTeamMemberUsage>;

/** The current period (the calendar month so far, UTC) and every current member's usage in it. */
export const ZTeamUsageRecord = z.object({ from: z.string(), to: z.string(), members: z.array(ZTeamMemberUsage) });
export type TTeamUsageRecord = z.infer<typeof ZTeamUsageRecord>;

/** The link an admin sends an invited person (the /join page; signed-out visitors sign in first). */
export function teamJoinLink(appUrl: string, teamId: string): string {
  return `${appUrl.replace(/\/+$/, '')}/join?${new URLSearchParams({ team_id: teamId })}`;
}
