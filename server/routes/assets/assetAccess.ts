import type { TContext } from '../../context';
import type { TSessionUser } from '../../auth/sessionUser';
import type { TAssetRow } from '../../db/schema/assets';
import type { TProjectRow } from '../../db/schema/projects';
import { findProject } from '../../queries/projectFinder';
import { notFound } from '../../errors';
import { requirePageFlag } from '../../policies/pageFlag';
import { canReachProject, loadReachableProject } from '../../policies/projectAccess';
import { authorizeTeam } from '../../policies/team';
import { findAsset } from '../../retrieval/assetStore';

type TAssetContext = Pick<TContext, 'db' | 'database' | 'flags'>;

/** Every asset call: a team_id the user is not a member of answers 403, then the `assets` flag must be on. */
async function authorizeAssetCall(ctx: TAssetContext, user: TSessionUser, teamId: string | null | undefined): Promise<string | null> {
  const checkedTeamId = await authorizeTeam(ctx.db, user, teamId);
  await requirePageFlag(ctx, user.id, 'assets', Boolean(checkedTeamId));
  return checkedTeamId;
}

/**
 * A project the user may reach (own, or with team_id one of the team admin's), or 404. A team_id
 * the user is not a member of answers 403 first, as every team-mode call does.
 */
export async function loadReachableAssetProject(ctx: TAssetContext, user: TSessionUser, projectId: string, teamId: string | null | undefined): Promise<TProjectRow> {
  return loadReachableProject(ctx.db, user, projectId, await authorizeAssetCall(ctx, user, teamId));
}

/** An asset of a project the user may reach, or 404 for a missing one or one in a project out of reach. */
export async function loadReachableAsset(
  ctx: TAssetContext,
  user: TSessionUser,
  assetId: string,
  teamId: string | null | undefined,
): Promise<{ asset: TAssetRow; project: TProjectRow }> {
  const checkedTeamId = await authorizeAssetCall(ctx, user, teamId);
  const asset = await findAsset(ctx.db, assetId);
  const project = asset ? await findProject(ctx.db, asset.projectId) : undefined;
  if (!asset || !project || !(await canReachProject(ctx.db, user, project, checkedTeamId))) throw notFound('That asset does not exist.');
  return { asset, project };
}
