import { asc, eq, sql } from 'drizzle-orm';
import { fingerprintText, htmlToText } from '@core/analysis/fingerprint';
import type { Db } from '../db/database';
import { assetChunks, assets } from '../db/schema/assets';
import { fingerprintHashes, textFingerprints } from '../db/schema/plagiarism';

/** Whose text a fingerprint is: a doc or an asset, with the user and project it belongs to. */
export type TFingerprintOwner = { kind: 'doc' | 'asset'; id: string; userId: string; projectId: string };

/** A list of integers as one PostgreSQL array parameter (both drivers take the text form). */
export const intArray = (values: readonly number[]) => sql`${`{${values.join(',')}}`}::int[]`;

/** The text a doc is fingerprinted and compared by: its saved HTML read as text. */
export const docText = (html: string) => htmlToText(html);

/** The text an asset is fingerprinted and compared by: its passages in order, one paragraph each. */
export async function assetText(db: Db, assetId: string): Promise<string> {
  const rows = await db.select({ text: assetChunks.text }).from(assetChunks).where(eq(assetChunks.assetId, assetId)).orderBy(asc(assetChunks.position));
  return rows.map((row) => row.text).join('\n\n');
}

/**
 * Stores the fingerprint of an owner's text, changing only what changed: a save that edits one
 * sentence rewrites the row's arrays and a handful of hash rows, not the whole doc's. Text without
 * a shingle removes the fingerprint. Call it in the transaction that writes the text.
 */
export async function storeFingerprint(db: Db, owner: TFingerprintOwner, text: string): Promise<void> {
  const print = fingerprintText(text);
  const ownerColumn = owner.kind === 'doc' ? textFingerprints.blogId : textFingerprints.assetId;
  const [stored] = await db.select({ id: textFingerprints.id, hashes: textFingerprints.hashes }).from(textFingerprints).where(eq(ownerColumn, owner.id));
  if (!print.hashes.length) {
    if (stored) await db.delete(textFingerprints).where(eq(textFingerprints.id, stored.id));
    return;
  }
  const columns = { hashes: print.hashes, positions: print.positions, wordCount: print.tokens.length, userId: owner.userId, projectId: owner.projectId, updatedAt: new Date() };
  const next = new Set(print.hashes);
  let id: number;
  let added: number[];
  if (stored) {
    id = stored.id;
    const before = new Set(stored.hashes);
    added = [...next].filter((hash) => !before.has(hash));
    const removed = [...before].filter((hash) => !next.has(hash));
    await db.update(textFingerprints).set(columns).where(eq(textFingerprints.id, id));
    if (removed.length) await db.execute(sql`delete from ${fingerprintHashes} where fingerprint_id = ${id} and hash = any(${intArray(removed)})`);
  } else {
    const ownerIds = owner.kind === 'doc' ? { blogId: owner.id } : { assetId: owner.id };
    const [row] = await db.insert(textFingerprints).values({ ownerKind: owner.kind, ...ownerIds, ...columns }).returning({ id: textFingerprints.id });
    id = row!.id;
    added = [...next];
  }
  if (added.length) await db.execute(sql`insert into ${fingerprintHashes} (hash, fingerprint_id) select unnest(${intArray(added)}), ${id}::int on conflict do nothing`);
}

/** Keeps a doc's fingerprint current after a write of its HTML (same transaction). */
export async function refreshDocFingerprint(db: Db, blog: { id: string; userId: string; projectId: string; copyToSave: string }): Promise<void> {
  await storeFingerprint(db, { kind: 'doc', id: blog.id, userId: blog.userId, projectId: blog.projectId }, docText(blog.copyToSave));
}

/** Keeps an asset's fingerprint current after its passages changed (same transaction); a failed or emptied asset loses it. */
export async function refreshAssetFingerprint(db: Db, assetId: string): Promise<void> {
  const [asset] = await db.select({ userId: assets.userId, projectId: assets.projectId }).from(assets).where(eq(assets.id, assetId));
  if (!asset) return;
  await storeFingerprint(db, { kind: 'asset', id: assetId, ...asset }, await assetText(db, assetId));
}
