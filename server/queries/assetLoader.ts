import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { assets, type TAssetRow } from '../db/schema/assets';
import { projects } from '../db/schema/projects';
import type { TSubject } from '../policies/cancan';
import { Asset } from '../policies/asset';
import { isUuid } from '../retrieval/assetStore';

/**
 * The asset with this id and its project's owner (one query), as reached in a team mode, marked for
 * the asset rule; a missing one answers 404 as a refused one does.
 */
export async function loadAsset(
  db: Db,
  assetId: string,
  viaTeamId: string | null,
): Promise<TSubject<TAssetRow & { projectOwnerId: string; viaTeamId: string | null }, 'read' | 'update' | 'delete'>> {
  const [row] = isUuid(assetId)
    ? await db.select({ asset: assets, projectOwnerId: projects.ownerId }).from(assets).innerJoin(projects, eq(projects.id, assets.projectId)).where(eq(assets.id, assetId)).limit(1)
    : [];
  if (!row) throw Asset.refuse('read');
  return Asset.of({ ...row.asset, projectOwnerId: row.projectOwnerId, viaTeamId });
}
