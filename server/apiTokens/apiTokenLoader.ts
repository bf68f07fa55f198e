import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { apiTokens, type TApiTokenRow } from '../db/schema/apiTokens';
import type { TSubject } from '../policies/cancan';
import { ApiToken, type TApiTokenAction } from '../policies/apiToken';
import { isUuid } from '../queries/chatFinder';

/** The token with this id, marked for its rules; a missing or malformed id answers 404 as someone else's does. */
export async function loadApiToken(db: Db, id: string): Promise<TSubject<TApiTokenRow, TApiTokenAction>> {
  const [row] = isUuid(id) ? await db.select().from(apiTokens).where(eq(apiTokens.id, id)).limit(1) : [];
  if (!row) throw ApiToken.refuse('revoke');
  return ApiToken.of(row);
}
