import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/database';
import { apiTokens, type TApiTokenRow } from '../db/schema/apiTokens';

/** The person's tokens, working ones first, newest first (bounded: API_TOKEN_LIMITS keeps at most active + revoked). */
export async function listApiTokens(db: Db, userId: string): Promise<TApiTokenRow[]> {
  return db
    .select()
    .from(apiTokens)
    .where(eq(apiTokens.userId, userId))
    .orderBy(desc(isNull(apiTokens.revokedAt)), desc(apiTokens.createdAt));
}

/** How many of the person's tokens still work (the limit counts these). */
export async function countActiveApiTokens(db: Pick<Db, 'select'>, userId: string): Promise<number> {
  const [row] = await db
    .select({ active: count() })
    .from(apiTokens)
    .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)));
  return row?.active ?? 0;
}
