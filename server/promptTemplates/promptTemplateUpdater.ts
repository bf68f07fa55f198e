import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { promptTemplates } from '../db/schema/promptTemplates';
import type { TPromptTemplateFields } from './promptTemplateCreator';

/** What an update may change: the fields the owner edits, the team it is shared to, or the last run's text. */
export type TPromptTemplatePatch = Partial<TPromptTemplateFields> & { teamId?: string | null; content?: string };

/** Changes one template (the caller authorized it) and marks it changed now. */
export async function updatePromptTemplate(db: Db, id: string, patch: TPromptTemplatePatch): Promise<void> {
  await db
    .update(promptTemplates)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(promptTemplates.id, id));
}

/** Removes one template (the caller authorized it). */
export async function deletePromptTemplate(db: Db, id: string): Promise<void> {
  await db.delete(promptTemplates).where(eq(promptTemplates.id, id));
}
