import { creditsForText } from '@core/credits/creditsForText';
import type { Db } from '../db/database';
import { usageEvents } from '../db/schema';

type TOwnKeyUsage = { userId: string; teamId: string | null; outputText: string[]; feature: string; model: string | null };

/**
 * A generation on the person's own provider key costs no credits but is still usage: it goes in the
 * ledger with 0 credits and its words, so analytics (spec §6 opens it to own-key plans first) shows
 * what was written. Called in the transaction that saves the result, like a charge. Nothing written,
 * nothing recorded.
 */
export async function recordOwnKeyUsage(db: Db, input: TOwnKeyUsage): Promise<void> {
  const { words } = creditsForText(input.outputText);
  if (words === 0) return;
  await db.insert(usageEvents).values({ userId: input.userId, teamId: input.teamId, feature: input.feature, model: input.model, words, credits: 0 });
}
