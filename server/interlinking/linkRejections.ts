import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { linkSuggestionRejections } from '../db/schema/linkSuggestionRejections';

/** The ids of the suggestions rejected for a doc. */
export async function rejectedSuggestionIds(db: Db, blogId: string): Promise<Set<string>> {
  const rows = await db.select({ id: linkSuggestionRejections.suggestionId }).from(linkSuggestionRejections).where(eq(linkSuggestionRejections.blogId, blogId));
  return new Set(rows.map((row) => row.id));
}

/** Remembers a rejection (rejecting twice is the same rejection). The caller has authorized the doc. */
export async function rejectSuggestion(
  db: Db,
  rejection: { blogId: string; suggestionId: string; targetKind: 'doc' | 'page'; targetId: string; anchor: string; userId: string },
): Promise<void> {
  await db.insert(linkSuggestionRejections).values(rejection).onConflictDoNothing();
}
