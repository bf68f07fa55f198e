import { and, eq } from 'drizzle-orm';
import type { TSessionUser } from '../auth/sessionUser';
import type { Db } from '../db/database';
import { teamMembers, teams } from '../db/schema';
import type { TProjectRow } from '../db/schema/projects';
import { findProject } from '../queries/projectFinder';
import { notFound } from '../errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether the user is a member of this team and its admin owns the projects in question. */
async function isTeamOfOwner(db: Db, userId: string, teamId: string, ownerId: string): Promise<boolean> {
  if (!UUID.test(teamId)) return false;
  const rows = await db
    .select({ id: teams.id })
    .from(teams)
    .innerJoin(teamMembers, and(eq(teamMembers.teamId, teams.id), eq(teamMembers.userId, userId)))
    .where(and(eq(teams.id, teamId), eq(teams.adminId, ownerId)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Who may read and write a project and its assets, chats and docs: its owner, and in team mode
 * (a request's team_id) every member of that team when the team's admin owns the project — team
 * members share projects (spec §6; team projects are the admin's, as the user record lists them).
 * Membership is checked here too, so a stored team id (a chat's, a doc's) is as safe as a request's.
 * Anything else answers 404, like a missing project, so ids cannot be probed. Renaming and
 * deleting stay the owner's alone (authorizeProject).
 */
export async function authorizeProjectAccess<T extends Pick<TProjectRow, 'id' | 'ownerId'>>(
  db: Db,
  user: TSessionUser,
  project: T | undefined,
  teamId: string | null | undefined,
): Promise<T> {
  if (project && (await canReachProject(db, user, project, teamId))) return project;
  throw notFound('That project does not exist.');
}

/** The rule of authorizeProjectAccess as a yes or no, for callers that answer their own 404. */
export async function canReachProject(db: Db, user: TSessionUser, project: Pick<TProjectRow, 'ownerId'>, teamId: string | null | undefined): Promise<boolean> {
  if (project.ownerId === user.id) return true;
  if (!teamId) return false;
  return isTeamOfOwner(db, user.id, teamId, project.ownerId);
}

/** The project with this id when the user may reach it (see authorizeProjectAccess), else 404. */
export async function loadReachableProject(db: Db, user: TSessionUser, projectId: string, teamId: string | null | undefined): Promise<TProjectRow> {
  return authorizeProjectAccess(db, user, await findProject(db, projectId), teamId);
}
