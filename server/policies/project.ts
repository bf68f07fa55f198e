import type { TSessionUser } from '../auth/sessionUser';
import type { TProjectRow } from '../db/schema/projects';
import { notFound } from '../errors';
import { allow, entity, User } from './cancan';

/**
 * A project as its rules need it: its owner, and the team mode it is reached in (the request's
 * team_id, or the team a stored chat or doc was made in; null in personal mode).
 */
export type TProjectSubject = Pick<TProjectRow, 'id' | 'ownerId'> & { viaTeamId: string | null };

/** Projects: 'use' is working in one (its assets, chats, docs, generations); 'update' renames it. Someone else's answers 404, like a missing one. */
export const Project = entity<TProjectSubject, 'use' | 'update' | 'delete'>('project', ['use', 'update', 'delete'], () => notFound('That project does not exist.'));

/**
 * Whether the person reaches the projects of this owner: their own, or in team mode those of the
 * team's admin, for a member of that team (team members share projects: spec §6).
 */
export function reachesProjectsOf(user: TSessionUser, ownerId: string, viaTeamId: string | null): boolean {
  if (ownerId === user.id) return true;
  return Boolean(viaTeamId) && user.teams.some((team) => team.id === viaTeamId && team.adminId === ownerId);
}

const isOwner = (user: TSessionUser, project: TProjectSubject) => project.ownerId === user.id;
const isOwnerOrTeamMember = (user: TSessionUser, project: TProjectSubject) => reachesProjectsOf(user, project.ownerId, project.viaTeamId);

allow(User, 'use', Project, isOwnerOrTeamMember);
allow(User, ['update', 'delete'], Project, isOwner);
