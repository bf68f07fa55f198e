import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { assetChunks, type TAssetChunkRow } from '../db/schema/assets';

/** A page of an asset's chunks in reading order, for the preview. */
export async function listChunks(
  db: Db,
  assetId: string,
  page: number,
  pageSize: number,
): Promise<{ rows: Pick<TAssetChunkRow, 'position' | 'heading' | 'location' | 'url' | 'text'>[]; total: number }> {
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select({ position: assetChunks.position, heading: assetChunks.heading, location: assetChunks.location, url: assetChunks.url, text: assetChunks.text })
      .from(assetChunks)
      .where(eq(assetChunks.assetId, assetId))
      .orderBy(asc(assetChunks.position))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(assetChunks).where(eq(assetChunks.assetId, assetId)),
  ]);
  return { rows, total };
}
