import { z } from 'zod';

/** Spec §5: a provider key starts with sk- or pk- followed only by letters and digits. */
export const PROVIDER_KEY_PATTERN = /^(sk|pk)-[A-Za-z0-9]+$/;
export const INVALID_KEY_MESSAGE = 'You have entered invalid OpenAI key. Please enter a valid key.';
export const KEY_SAVED_MESSAGE = 'Key saved successfully';
export const KEY_SAVE_FAILED_MESSAGE = 'Something went wrong while saving key, please contact support if this persists.';

/** Whether a provider key has the shape spec §5 requires (checked in the browser and again on the server). */
export function isValidProviderKey(key: string): boolean {
  return key.length <= 512 && PROVIDER_KEY_PATTERN.test(key);
}

/** The key as it travels: RSA-OAEP (SHA-256) ciphertext under the server's public key, base64. */
const ZEncryptedKey = z.string().min(1, INVALID_KEY_MESSAGE).max(2_048).regex(/^[A-Za-z0-9+/=]+$/, INVALID_KEY_MESSAGE);

/** POST /api/save/user/key (spec §7): unique_id, user_key (encrypted), team_id. */
export const ZSaveUserKeyInput = z.object({ unique_id: z.string().min(1), user_key: ZEncryptedKey, team_id: z.string().nullish() });

/** POST /api/update/user/key (spec §7): unique_id, new_encrypted_key, deleted. */
export const ZUpdateUserKeyInput = z
  .object({ unique_id: z.string().min(1), new_encrypted_key: ZEncryptedKey.optional(), deleted: z.boolean().default(false) })
  .refine((input) => input.deleted || input.new_encrypted_key, { message: 'Send new_encrypted_key, or deleted: true.', path: ['new_encrypted_key'] });

/** What the server tells about a stored key: never the key, only its last four characters. */
export const ZUserKeyInfo = z.object({ has_key: z.literal(true), key_hint: z.string(), updated_at: z.string() });
export const ZPublicKey = z.object({ algorithm: z.literal('RSA-OAEP-256'), spki: z.string() });
