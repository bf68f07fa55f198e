import type { TSessionUser } from '../../context';
import type { Db } from '../../db/database';
import type { TAssetRow } from '../../db/schema/assets';
import type { TProjectRow } from '../../db/schema/projects';
import { findProject } from '../../commands/projectCommands';
import { notFound } from '../../errors';
import { canReachProject, loadReachableProject } from '../../policies/projectAccess';
import { authorizeTeam } from '../../policies/team';
import { findAsset } from '../../retrieval/assetStore';

/**
 * A project the user may reach (own, or with team_id one of the team admin's), or 404. A team_id
 * the user is not a member of answers 403 first, as every team-mode call does.
 */
export async function loadReachableAssetProject(db: Db, user: TSessionUser, projectId: string, teamId: string | null | undefined): Promise<TProjectRow> {
  return loadReachableProject(db, user, projectId, await authorizeTeam(db, user, teamId));
}

/** An asset of a project the user may reach, or 404 for a missing one or one in a project out of reach. */
export async function loadReachableAsset(
  db: Db,
  user: TSessionUser,
  assetId: string,
  teamId: string | null | undefined,
): Promise<{ asset: TAssetRow; project: TProjectRow }> {
  const checkedTeamId = await authorizeTeam(db, user, teamId);
  const asset = await findAsset(db, assetId);
  const project = asset ? await findProject(db, asset.projectId) : undefined;
  if (!asset || !project || !(await canReachProject(db, user, project, checkedTeamId))) throw notFound('That asset does not exist.');
  return { asset, project };
}
