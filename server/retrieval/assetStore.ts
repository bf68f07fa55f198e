import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { TAssetKind, TAssetListQuery } from '@core/api/assets';
import type { Db } from '../db/database';
import { assets, type TAssetRow } from '../db/schema/assets';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a well-formed id (anything else cannot name a row, and would fail the uuid cast). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

export type TNewAsset = {
  projectId: string;
  userId: string;
  teamId?: string | null;
  kind: TAssetKind;
  title: string;
  url?: string | null;
  site?: string | null;
  mime?: string | null;
  size?: number;
  status?: TAssetRow['status'];
  /** Files whose bytes are kept for a job (and a retry). */
  storedUpload?: boolean;
};

/** Inserts an asset row (not yet searchable: status queued unless told otherwise). */
export async function createAsset(db: Db, input: TNewAsset): Promise<TAssetRow> {
  const [row] = await db
    .insert(assets)
    .values({ ...input, teamId: input.teamId ?? null, status: input.status ?? 'queued', size: input.size ?? 0 })
    .returning();
  return row!;
}

export async function findAsset(db: Db, assetId: string): Promise<TAssetRow | undefined> {
  if (!isUuid(assetId)) return undefined;
  const rows = await db.select().from(assets).where(eq(assets.id, assetId)).limit(1);
  return rows[0];
}

/** Sets fields of an asset and returns the new row. */
export async function updateAsset(db: Db, assetId: string, changes: Partial<TAssetRow>): Promise<TAssetRow | undefined> {
  const [row] = await db.update(assets).set({ ...changes, updatedAt: new Date() }).where(eq(assets.id, assetId)).returning();
  return row;
}

export async function deleteAsset(db: Db, assetId: string): Promise<void> {
  // asset_chunks cascade with the asset (and the optional embeddings with the chunks).
  await db.delete(assets).where(eq(assets.id, assetId));
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** A page of a project's assets, newest first, with the total for paging. */
export async function listAssets(
  db: Db,
  projectId: string,
  query: Pick<TAssetListQuery, 'kind' | 'search' | 'page' | 'page_size'>,
): Promise<{ rows: TAssetRow[]; total: number }> {
  const conditions: SQL[] = [eq(assets.projectId, projectId)];
  if (query.kind) conditions.push(eq(assets.kind, query.kind));
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    conditions.push(or(ilike(assets.title, pattern), ilike(assets.url, pattern), ilike(assets.site, pattern))!);
  }
  const where = and(...conditions);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select()
      .from(assets)
      .where(where)
      .orderBy(desc(assets.createdAt), desc(assets.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ total: count() }).from(assets).where(where),
  ]);
  return { rows, total };
}
