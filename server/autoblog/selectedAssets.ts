import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { assets } from '../db/schema/assets';
import { HttpError, notFound } from '../errors';
import type { TEntitlementFields } from '../flags/userEntitlements';
import { isUuid } from '../retrieval/assetStore';

const LABELS = { file: 'files', url: 'URLs', domain: 'domains' } as const;
const LIMIT_OF = { file: 'files', url: 'urls', domain: 'domains' } as const;

/**
 * The assets a run researches: each must be the project's (another person's id answers 404, like a
 * missing one, never searched), and their count per kind within the plan's selection limits (spec
 * §6; a failed limit flag allows none). None named: null, every asset of the project.
 */
export async function selectedAssetIds(db: Db, projectId: string, ids: readonly string[] | undefined, limits: TEntitlementFields['selectionLimits']): Promise<string[] | null> {
  if (!ids?.length) return null;
  const unique = [...new Set(ids)];
  if (!unique.every(isUuid)) throw notFound('That asset does not exist.');
  const found = await db.select({ id: assets.id, kind: assets.kind }).from(assets).where(and(eq(assets.projectId, projectId), inArray(assets.id, unique)));
  if (found.length !== unique.length) throw notFound('That asset does not exist.');
  for (const kind of ['file', 'url', 'domain'] as const) {
    const selected = found.filter((asset) => asset.kind === kind).length;
    const limit = limits[LIMIT_OF[kind]] ?? 0;
    if (selected > limit) throw new HttpError('selection_limit_exceeded', `Your plan allows ${limit} ${LABELS[kind]} in one run; you selected ${selected}.`, 'asset_ids');
  }
  return unique.sort();
}

