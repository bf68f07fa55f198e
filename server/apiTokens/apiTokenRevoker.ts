import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/database';
import { apiTokens, type TApiTokenRow } from '../db/schema/apiTokens';

/** Stops the token working from the next request on; it stays listed with when it was revoked. */
export async function revokeApiToken(db: Db, id: string): Promise<TApiTokenRow> {
  const [row] = await db
    .update(apiTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiTokens.id, id), isNull(apiTokens.revokedAt)))
    .returning();
  // Revoked at the same moment by another request: read what it wrote.
  return row ?? (await db.select().from(apiTokens).where(eq(apiTokens.id, id)))[0]!;
}
