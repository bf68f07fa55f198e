import { sql, type SQL } from 'drizzle-orm';
import { SHINGLE_WORDS } from '@core/analysis/fingerprint';
import type { Db } from '../db/database';
import { rowsOf } from '../db/rows';
import { refreshAssetFingerprint, refreshDocFingerprint, intArray } from './fingerprintStore';
import type { TWorkspace } from './workspace';

/** Docs and assets compared in full per check: the ones sharing the most fingerprints. */
export const CANDIDATE_CAP = 20;
/** Docs and assets of the workspace fingerprinted per check when older ones have none yet (before this feature). */
export const BACKFILL_DOCS = 300;
export const BACKFILL_ASSETS = 20;

export type TCandidate = { kind: 'doc' | 'asset'; id: string; shared: number };

/** The workspace's docs (b): the team's in team mode, else the user's personal ones (the docs list's rule). */
function docScope(workspace: TWorkspace): SQL {
  return workspace.teamId ? sql`b.team_id = ${workspace.teamId}` : sql`b.user_id = ${workspace.userId} and b.team_id is null`;
}

/**
 * Fingerprints the workspace's docs and ready assets that have none (written before fingerprints
 * existed, or whose refresh failed), a bounded batch per check. Returns whether some remain.
 */
export async function backfillWorkspace(db: Db, workspace: TWorkspace): Promise<boolean> {
  const docs = rowsOf<{ id: string; user_id: string; project_id: string; copy_to_save: string }>(
    await db.execute(sql`
      select b.id, b.user_id, b.project_id, b.copy_to_save from blogs b
      where ${docScope(workspace)} and b.word_count >= ${SHINGLE_WORDS}
        and not exists (select 1 from text_fingerprints f where f.blog_id = b.id)
      limit ${BACKFILL_DOCS + 1}`),
  );
  const assetRows = rowsOf<{ id: string }>(
    await db.execute(sql`
      select a.id from assets a join projects p on p.id = a.project_id
      where p.owner_id = ${workspace.assetOwnerId} and a.status = 'ready' and a.chunk_count > 0
        and not exists (select 1 from text_fingerprints f where f.asset_id = a.id)
      limit ${BACKFILL_ASSETS + 1}`),
  );
  for (const doc of docs.slice(0, BACKFILL_DOCS)) {
    await refreshDocFingerprint(db, { id: doc.id, userId: doc.user_id, projectId: doc.project_id, copyToSave: doc.copy_to_save });
  }
  for (const asset of assetRows.slice(0, BACKFILL_ASSETS)) await db.transaction((tx) => refreshAssetFingerprint(tx as unknown as Db, asset.id));
  return docs.length > BACKFILL_DOCS || assetRows.length > BACKFILL_ASSETS;
}

/**
 * The workspace's docs and assets sharing the most fingerprint hashes with the checked text (a
 * btree probe per hash on fingerprint_hashes), never `excludeBlogId` (the doc being checked).
 */
export async function findCandidates(db: Db, workspace: TWorkspace, hashes: readonly number[], excludeBlogId: string | null): Promise<TCandidate[]> {
  if (!hashes.length) return [];
  const distinct = [...new Set(hashes)];
  const rows = rowsOf<{ owner_kind: 'doc' | 'asset'; blog_id: string | null; asset_id: string | null; shared: number }>(
    await db.execute(sql`
      with hits as (
        select fingerprint_id, count(*)::int as shared from fingerprint_hashes
        where hash = any(${intArray(distinct)}) group by fingerprint_id
      )
      select f.owner_kind, f.blog_id, f.asset_id, hits.shared
      from hits join text_fingerprints f on f.id = hits.fingerprint_id
      left join blogs b on b.id = f.blog_id
      left join assets a on a.id = f.asset_id
      left join projects p on p.id = a.project_id
      where (f.owner_kind = 'doc' and ${docScope(workspace)} and b.id is distinct from ${excludeBlogId}::uuid)
         or (f.owner_kind = 'asset' and p.owner_id = ${workspace.assetOwnerId} and a.status = 'ready')
      order by hits.shared desc, f.id
      limit ${CANDIDATE_CAP}`),
  );
  return rows.map((row) => ({ kind: row.owner_kind, id: (row.blog_id ?? row.asset_id)!, shared: Number(row.shared) }));
}
