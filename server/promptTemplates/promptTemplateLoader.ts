import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { promptTemplates, type TPromptTemplateRow } from '../db/schema/promptTemplates';
import { users } from '../db/schema/users';
import type { TSubject } from '../policies/cancan';
import { PromptTemplate, type TPromptTemplateAction } from '../policies/promptTemplate';
import { isUuid } from '../queries/chatFinder';

/** A template row with its owner's name (a teammate's shared template says who made it). */
export type TPromptTemplateRecord = TPromptTemplateRow & { ownerName: string };

/** The columns every read selects: the row and its owner's name. */
export const PROMPT_TEMPLATE_COLUMNS = {
  id: promptTemplates.id,
  userId: promptTemplates.userId,
  teamId: promptTemplates.teamId,
  template: promptTemplates.template,
  description: promptTemplates.description,
  formula: promptTemplates.formula,
  content: promptTemplates.content,
  createdAt: promptTemplates.createdAt,
  updatedAt: promptTemplates.updatedAt,
  ownerName: users.name,
};

/** The template with this id, marked for its rules; a missing or malformed id answers 404 as a refused one does. */
export async function loadPromptTemplate(db: Db, id: string): Promise<TSubject<TPromptTemplateRecord, TPromptTemplateAction>> {
  const [row] = isUuid(id)
    ? await db.select(PROMPT_TEMPLATE_COLUMNS).from(promptTemplates).innerJoin(users, eq(users.id, promptTemplates.userId)).where(eq(promptTemplates.id, id)).limit(1)
    : [];
  if (!row) throw PromptTemplate.refuse('read');
  return PromptTemplate.of(row);
}
