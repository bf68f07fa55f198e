import { z } from 'zod';
import { EMAIL_MAX } from './fieldLimits';
import { ZTeamPolicies } from './policies';
import { ZPlanDetails } from './users';

const ZTeamId = z.string({ error: 'team_id is required.' }).trim().min(1, 'team_id is required.');

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
  /** What the signed-in person may do with the team: update = invite and remove members (its admin). */
  policies: ZTeamPolicies,
});
export type TTeamDetailsRecord = z.infer<typeof ZTeamDetailsRecord>;

/** POST /api/add/team/member: the admin invites an email address. */
export const ZAddTeamMemberInput = z.object({ team_id: ZTeamId, email: ZMemberEmail });
export type TAddTeamMemberInput = z.infer<typeof ZAddTeamMemberInput>;

/** DELETE /api/delete/team/member?team_id&email: the admin removes a member or an invitation. */
export const ZRemoveTeamMemberQuery = z.object({ team_id: ZTeamId, email: ZMemberEmail });

/** POST /api/join/team: the signed-in user accepts the invitation of their email. */
export const ZJoinTeamInput = z.object({ team_id: ZTeamId });

/** The link an admin sends an invited person (the /join page; signed-out visitors sign in first). */
export function teamJoinLink(appUrl: string, teamId: string): string {
  return `${appUrl.replace(/\/+$/, '')}/join?${new URLSearchParams({ team_id: teamId })}`;
}
