import { and, eq, inArray } from 'drizzle-orm';
import type { TAssetKind } from '@core/api/assets';
import type { TSearchObj } from '@core/api/chat';
import type { TGenerationMode } from '@core/plans/access';
import type { Db } from '../db/database';
import { assets } from '../db/schema/assets';
import { HttpError } from '../errors';
import { isUuid } from '../retrieval/assetStore';

/** The selection list each asset mode answers from, and the kind of asset it holds. */
const SELECTION_OF_MODE: Partial<Record<TGenerationMode, { list: keyof TSearchObj; kind: TAssetKind }>> = {
  file: { list: 'filename', kind: 'file' },
  url: { list: 'url', kind: 'url' },
  domain: { list: 'domain', kind: 'domain' },
};

export const SELECTED_ASSET_MISSING = 'A selected source is not in this project (it may have been deleted). Remove it and ask again.';

/**
 * The sources chosen in the attach menu must be assets of the mode's kind in the project the
 * generation reaches (already checked by the project policy): an asset id of another project,
 * someone else's included, answers 404 instead of being searched or silently dropped.
 */
export async function authorizeSelectedAssets(db: Db, projectId: string | null, mode: TGenerationMode, searchObj: TSearchObj | undefined): Promise<void> {
  const selection = SELECTION_OF_MODE[mode];
  if (!selection || !searchObj) return;
  const ids = [...new Set(searchObj[selection.list].map((ref) => ref.asset_id))];
  if (!ids.length) return;
  const missing = () => new HttpError('not_found', SELECTED_ASSET_MISSING, 'search_obj');
  if (!projectId || !ids.every(isUuid)) throw missing();
  const found = await db
    .select({ id: assets.id })
    .from(assets)
    .where(and(eq(assets.projectId, projectId), eq(assets.kind, selection.kind), inArray(assets.id, ids)));
  if (found.length !== ids.length) throw missing();
}
