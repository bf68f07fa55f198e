import { and, desc, eq, isNotNull, notInArray, sql } from 'drizzle-orm';
import { API_TOKEN_LIMITS } from '@core/api/apiTokens';
import type { Db } from '../db/database';
import { apiTokens, type TApiTokenRow } from '../db/schema/apiTokens';
import { apiTokenCreationRefusal } from './apiTokenCreation';
import { countActiveApiTokens } from './apiTokenList';
import { generateApiToken } from './apiTokenSecret';

/**
 * Makes a token for the person and returns it with its secret (the only time the secret exists
 * outside the caller). Under a lock on the person's tokens, so creations at once cannot pass the
 * limit together; the oldest revoked tokens beyond those kept are removed, so the list stays bounded.
 */
export async function createApiToken(db: Db, userId: string, name: string): Promise<{ row: TApiTokenRow; secret: string }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`api-tokens:${userId}`}))`);
    const refusal = apiTokenCreationRefusal({ viaApiToken: false, activeTokens: await countActiveApiTokens(tx, userId) });
    if (refusal) throw refusal;
    const kept = tx
      .select({ id: apiTokens.id })
      .from(apiTokens)
      .where(and(eq(apiTokens.userId, userId), isNotNull(apiTokens.revokedAt)))
      .orderBy(desc(apiTokens.revokedAt))
      .limit(API_TOKEN_LIMITS.revokedKept);
    await tx.delete(apiTokens).where(and(eq(apiTokens.userId, userId), isNotNull(apiTokens.revokedAt), notInArray(apiTokens.id, kept)));
    const token = generateApiToken();
    const [row] = await tx.insert(apiTokens).values({ userId, name, tokenHash: token.hash, prefix: token.prefix }).returning();
    return { row: row!, secret: token.secret };
  });
}
