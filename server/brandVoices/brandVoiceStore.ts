import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { TBrandVoiceProfile, TBrandVoiceSource } from '@core/api/brandVoices';
import type { Db } from '../db/database';
import { brandVoices, type TBrandVoiceRow } from '../db/schema/brandVoices';
import { isUuid } from '../queries/chatFinder';

/** Whose brand voices a list or a limit counts: a person's personal ones, or a team's (team mode). */
export type TBrandVoicePool = { userId: string; teamId: string | null };

const inPool = (pool: TBrandVoicePool): SQL =>
  pool.teamId ? eq(brandVoices.teamId, pool.teamId) : and(eq(brandVoices.userId, pool.userId), isNull(brandVoices.teamId))!;

/** One page of a pool's brand voices, newest first, and how many the pool has. */
export async function listBrandVoices(db: Db, pool: TBrandVoicePool, page: { offset: number; limit: number }): Promise<{ rows: TBrandVoiceRow[]; total: number }> {
  const where = inPool(pool);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db.select().from(brandVoices).where(where).orderBy(desc(brandVoices.createdAt), desc(brandVoices.id)).offset(page.offset).limit(page.limit),
    db.select({ total: count() }).from(brandVoices).where(where),
  ]);
  return { rows, total };
}

/** How many brand voices the pool keeps (what its plan limit counts). */
export async function countBrandVoices(db: Db, pool: TBrandVoicePool): Promise<number> {
  const [row] = await db.select({ total: count() }).from(brandVoices).where(inPool(pool));
  return row?.total ?? 0;
}

/** Holds the pool's creations one at a time until the transaction ends, so two at once cannot pass the limit together. */
export async function lockBrandVoicePool(tx: Db, pool: TBrandVoicePool): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`brand-voices:${pool.teamId ?? `user:${pool.userId}`}`}))`);
}

/** The brand voice with this id, or null (an id that is not a uuid finds nothing). */
export async function findBrandVoice(db: Db, id: string): Promise<TBrandVoiceRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(brandVoices).where(eq(brandVoices.id, id));
  return row ?? null;
}

export type TNewBrandVoice = { userId: string; teamId: string | null; name: string; profile: TBrandVoiceProfile; sources: TBrandVoiceSource[]; profileVersion: number };

export async function insertBrandVoice(db: Db, voice: TNewBrandVoice): Promise<TBrandVoiceRow> {
  const [row] = await db.insert(brandVoices).values(voice).returning();
  return row!;
}

/** Saves a new name and/or profile; the profile version stays (editing does not re-read the samples). */
export async function updateBrandVoice(db: Db, id: string, change: { name?: string; profile?: TBrandVoiceProfile }): Promise<TBrandVoiceRow> {
  const [row] = await db
    .update(brandVoices)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(brandVoices.id, id))
    .returning();
  return row!;
}

export async function deleteBrandVoice(db: Db, id: string): Promise<void> {
  await db.delete(brandVoices).where(eq(brandVoices.id, id));
}
