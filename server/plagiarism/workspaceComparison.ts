import { inArray } from 'drizzle-orm';
import { compareFingerprints, fingerprintText, type TFingerprint } from '@core/analysis/fingerprint';
import type { Db } from '../db/database';
import { assets } from '../db/schema/assets';
import { blogs } from '../db/schema/blogs';
import { assetText, docText } from './fingerprintStore';
import { matchedSource, type TSourceMatch } from './matchedSource';
import type { TWorkspace } from './workspace';
import { backfillWorkspace, findCandidates } from './workspaceCandidates';

/**
 * The checked text against the workspace's own docs and assets: the candidates sharing the most
 * fingerprints are read again and compared in full (passages with offsets in both texts).
 */
export async function compareWithWorkspace(
  db: Db,
  workspace: TWorkspace,
  query: TFingerprint,
  excludeBlogId: string | null,
  notices: string[],
): Promise<TSourceMatch[]> {
  if (await backfillWorkspace(db, workspace)) {
    notices.push('Some older docs or assets of this workspace are still being indexed for comparison; run the check again to include them.');
  }
  const candidates = await findCandidates(db, workspace, query.hashes, excludeBlogId);
  const docIds = candidates.filter((c) => c.kind === 'doc').map((c) => c.id);
  const assetIds = candidates.filter((c) => c.kind === 'asset').map((c) => c.id);
  const docRows = docIds.length ? await db.select({ id: blogs.id, title: blogs.title, html: blogs.copyToSave }).from(blogs).where(inArray(blogs.id, docIds)) : [];
  const assetRows = assetIds.length ? await db.select({ id: assets.id, title: assets.title, url: assets.url }).from(assets).where(inArray(assets.id, assetIds)) : [];
  const matches: TSourceMatch[] = [];
  for (const doc of docRows) {
    const comparison = compareFingerprints(query, fingerprintText(docText(doc.html)));
    const match = matchedSource({ kind: 'doc', url: `/blogs/editor?copy_id=${doc.id}`, title: doc.title, id: doc.id }, comparison);
    if (match) matches.push(match);
  }
  for (const asset of assetRows) {
    const comparison = compareFingerprints(query, fingerprintText(await assetText(db, asset.id)));
    const match = matchedSource({ kind: 'asset', url: asset.url ?? `/assets?asset_id=${asset.id}`, title: asset.title, id: asset.id }, comparison);
    if (match) matches.push(match);
  }
  return matches;
}
