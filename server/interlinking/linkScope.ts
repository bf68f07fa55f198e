import type { TSessionUser } from '../auth/sessionUser';
import { isTeamMember } from '../policies/team';

/**
 * Whose docs and pages a link may point to: one project, and the docs of the team the work is in
 * (a member reads all of them), or else only the person's own docs made in that same mode.
 */
export type TLinkScope = { projectId: string; userId: string; teamId: string | null; viaTeam: boolean };

/** The scope of a stored doc: its project, and its team when the person is still a member of it. */
export function scopeOfBlog(user: TSessionUser, blog: { projectId: string; teamId: string | null }): TLinkScope {
  return { projectId: blog.projectId, userId: user.id, teamId: blog.teamId, viaTeam: isTeamMember(user, blog.teamId) };
}

/** The scope of a request in a checked team mode (a pasted text, the orphans report). */
export function scopeOfRequest(user: TSessionUser, projectId: string, teamId: string | null): TLinkScope {
  return { projectId, userId: user.id, teamId, viaTeam: Boolean(teamId) };
}
