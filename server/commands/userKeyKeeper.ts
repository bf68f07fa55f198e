import { eq } from 'drizzle-orm';
import { INVALID_KEY_MESSAGE, isValidProviderKey } from '@core/api/userKeys';
import type { TKeyMaterial } from '../crypto/keyMaterial';
import { decryptFromBrowser } from '../crypto/keyMaterial';
import { sealSecret } from '../crypto/secretBox';
import type { Db } from '../db/database';
import { userKeys } from '../db/schema';
import { badRequest } from '../errors';

/** The provider key out of the browser's ciphertext, checked against spec §5's shape. */
function openBrowserKey(ciphertext: string, keys: TKeyMaterial): string {
  let key: string;
  try {
    key = decryptFromBrowser(ciphertext, keys).trim();
  } catch {
    throw badRequest(INVALID_KEY_MESSAGE, 'user_key');
  }
  if (!isValidProviderKey(key)) throw badRequest(INVALID_KEY_MESSAGE, 'user_key');
  return key;
}

/** Stores (or replaces) a user's provider key sealed at rest; only the last four characters stay readable. */
export async function storeUserKey(db: Db, keys: TKeyMaterial, input: { userId: string; teamId: string | null; ciphertext: string }) {
  const key = openBrowserKey(input.ciphertext, keys);
  const values = { sealedKey: sealSecret(key, keys.encryptionKey), keyHint: key.slice(-4), teamId: input.teamId, updatedAt: new Date() };
  const [row] = await db
    .insert(userKeys)
    .values({ userId: input.userId, ...values })
    .onConflictDoUpdate({ target: userKeys.userId, set: values })
    .returning();
  return row!;
}

/** Forgets a user's provider key; answers whether there was one. */
export async function deleteUserKey(db: Db, userId: string): Promise<boolean> {
  const deleted = await db.delete(userKeys).where(eq(userKeys.userId, userId)).returning({ userId: userKeys.userId });
  return deleted.length > 0;
}
