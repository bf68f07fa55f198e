import { count, desc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../db/database';
import { promptTemplates } from '../db/schema/promptTemplates';
import { users } from '../db/schema/users';
import { PROMPT_TEMPLATE_COLUMNS, type TPromptTemplateRecord } from './promptTemplateLoader';

/** Every template the person reaches: their own and those shared to a team they belong to, last changed first. */
export async function listPromptTemplates(db: Db, reader: { userId: string; teamIds: string[]; limit: number }): Promise<TPromptTemplateRecord[]> {
  const reachable = reader.teamIds.length > 0 ? or(eq(promptTemplates.userId, reader.userId), inArray(promptTemplates.teamId, reader.teamIds)) : eq(promptTemplates.userId, reader.userId);
  return db
    .select(PROMPT_TEMPLATE_COLUMNS)
    .from(promptTemplates)
    .innerJoin(users, eq(users.id, promptTemplates.userId))
    .where(reachable)
    .orderBy(desc(promptTemplates.updatedAt), desc(promptTemplates.id))
    .limit(reader.limit);
}

/** How many templates this person owns (the per-person limit counts these). */
export async function countOwnPromptTemplates(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(promptTemplates).where(eq(promptTemplates.userId, userId));
  return row?.total ?? 0;
}
