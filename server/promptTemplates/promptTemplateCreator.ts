import { sql } from 'drizzle-orm';
import { PROMPT_TEMPLATE_LIMITS } from '@core/api/promptTemplates';
import type { Db } from '../db/database';
import { promptTemplates } from '../db/schema/promptTemplates';
import { conflict } from '../errors';
import { countOwnPromptTemplates } from './promptTemplateList';

export type TPromptTemplateFields = { template: string; description: string; formula: string };

/**
 * Saves a new template of the person's, unshared; past the per-person limit it answers 409. The
 * count is taken under a lock on the person's templates, so creations at once cannot all pass it.
 */
export async function createPromptTemplate(db: Db, userId: string, fields: TPromptTemplateFields): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`prompt-templates:${userId}`}))`);
    if ((await countOwnPromptTemplates(tx, userId)) >= PROMPT_TEMPLATE_LIMITS.perUser) {
      throw conflict(`You can keep at most ${PROMPT_TEMPLATE_LIMITS.perUser} templates. Delete one you no longer use to make room.`);
    }
    const [row] = await tx.insert(promptTemplates).values({ userId, ...fields }).returning({ id: promptTemplates.id });
    return row!.id;
  });
}
