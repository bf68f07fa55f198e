import type { TSessionUser, TTeamMembership } from '../auth/sessionUser';
import { forbidden } from '../errors';
import { allow, authorize, entity, User } from './cancan';

/** A team as its rules need it: its id and its admin. */
export type TTeamSubject = { id: string; adminId: string | null };

/** What only the team's admin may do, and how a member's attempt is refused. */
const ADMIN_ONLY = {
  update: 'Only the team admin can invite or remove members.',
  transfer_admin: 'Only the team admin can hand the admin role to another member.',
  read_usage: 'Only the team admin can see each member’s usage.',
} as const;

/**
 * Teams: members read the team and work in its pool (team mode); its admin changes who is in it,
 * hands the admin role to another member, and sees each member's usage.
 */
export const Team = entity<TTeamSubject, 'read' | keyof typeof ADMIN_ONLY>('team', ['read', 'update', 'transfer_admin', 'read_usage'], (action, team, user) =>
  action !== 'read' && team && user && isTeamMember(user, team.id) ? forbidden(ADMIN_ONLY[action]) : forbidden('You are not a member of that team.'),
);

/** Whether the person belongs to the team (its admin is a member too), by the session's memberships. */
export const isTeamMember = (user: TSessionUser, teamId: string | null | undefined): boolean =>
  Boolean(teamId) && user.teams.some((team) => team.id === teamId);

const isMember = (user: TSessionUser, team: TTeamSubject) => isTeamMember(user, team.id);
const isAdmin = (user: TSessionUser, team: TTeamSubject) => isMember(user, team) && team.adminId === user.id;

allow(User, 'read', Team, isMember);
allow(User, ['update', 'transfer_admin', 'read_usage'], Team, isAdmin);

/** The team with this id as the session knows it (a team the person is not in: only its id). */
export function sessionTeam(user: TSessionUser, teamId: string): TTeamSubject {
  const membership: TTeamMembership | undefined = user.teams.find((team) => team.id === teamId);
  return { id: teamId, adminId: membership?.adminId ?? null };
}

/**
 * Team mode: a request's team_id is honoured only for a member of that team (403 otherwise),
 * checked against the session's memberships without a query. No team_id: the person's own pool (null).
 */
export function teamModeOf(user: TSessionUser, teamId: string | null | undefined): string | null {
  if (!teamId) return null;
  authorize(user, 'read', Team.of(sessionTeam(user, teamId)));
  return teamId;
}
