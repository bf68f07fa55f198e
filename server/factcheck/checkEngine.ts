import { eq } from 'drizzle-orm';
import type { TModelName } from '@core/api/generate';
import type { TModelEngine, ModelRegistry } from '../ai/models';
import { openSecret } from '../crypto/secretBox';
import type { Db } from '../db/database';
import type { TFactCheckRow } from '../db/schema/factChecks';
import { userKeys } from '../db/schema/userKeys';

export type TEngineDeps = { db: Db; models: ModelRegistry; encryptionKey: Buffer };

/** A check's key was removed while it waited: it cannot run on that key, and nothing is charged. */
export class KeyGoneError extends Error {
  constructor() {
    super('Your own OpenAI key was removed before the check ran, so it could not be finished (nothing was charged). Add your key and check again.');
  }
}

/**
 * The engine a check runs on, resolved again in the worker from what the request's gate decided:
 * offline, the installation's model, or (a check that charges no credits) the user's own key.
 */
export async function engineOfCheck(deps: TEngineDeps, check: TFactCheckRow): Promise<TModelEngine> {
  const name = check.modelName as TModelName;
  if (check.engine === 'offline') return deps.models.engineFor(name);
  if (check.chargesCredits) return deps.models.engineFor(name);
  const [key] = await deps.db.select({ sealed: userKeys.sealedKey }).from(userKeys).where(eq(userKeys.userId, check.userId));
  if (!key) throw new KeyGoneError();
  return deps.models.engineFor(name, openSecret(key.sealed, deps.encryptionKey));
}
