import type { TSessionUser } from '../auth/sessionUser';

/**
 * Whose docs and assets a check compares with: in personal mode the user's own personal docs and
 * the assets of their own projects; in team mode the team's docs and the assets of the team
 * admin's projects (what the docs and assets pages list in that mode), never anyone else's.
 */
export type TWorkspace = { userId: string; teamId: string | null; assetOwnerId: string };

/** The workspace of a checked team mode (teamModeOf has verified the membership). */
export function workspaceOf(user: TSessionUser, teamId: string | null): TWorkspace {
  if (!teamId) return { userId: user.id, teamId: null, assetOwnerId: user.id };
  const team = user.teams.find((membership) => membership.id === teamId);
  return { userId: user.id, teamId, assetOwnerId: team?.adminId ?? user.id };
}
