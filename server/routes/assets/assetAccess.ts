import type { TSessionUser } from '../../context';
import type { Db } from '../../db/database';
import type { TAssetRow } from '../../db/schema/assets';
import type { TProjectRow } from '../../db/schema/projects';
import { findProject } from '../../commands/projectCommands';
import { notFound } from '../../errors';
import { authorizeProject } from '../../policies/project';
import { findAsset } from '../../retrieval/assetStore';

/** The session user's project, or 404 (someone else's project reads as missing). */
export async function loadOwnProject(db: Db, user: TSessionUser, projectId: string): Promise<TProjectRow> {
  return authorizeProject(user, await findProject(db, projectId));
}

/** The session user's asset (through its project's owner), or 404 for a missing or foreign one. */
export async function loadOwnAsset(db: Db, user: TSessionUser, assetId: string): Promise<{ asset: TAssetRow; project: TProjectRow }> {
  const asset = await findAsset(db, assetId);
  if (!asset) throw notFound('That asset does not exist.');
  const project = await findProject(db, asset.projectId);
  if (!project || project.ownerId !== user.id) throw notFound('That asset does not exist.');
  return { asset, project };
}
