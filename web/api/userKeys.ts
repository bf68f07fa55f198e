import { ZPublicKey, ZUserKeyInfo } from '@core/api/userKeys';
import { ApiError, apiJson } from './client';

/** The stored key's hint, or null when the server has none (its 404, spec §4). */
export async function fetchUserKey(uid: string) {
  try {
    return await apiJson('/api/fetch/user/key', ZUserKeyInfo, { query: { unique_id: uid } });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** Thrown where the browser has no WebCrypto: it exists only on https pages and on localhost. */
export class InsecurePageError extends Error {
  constructor() {
    super('Saving a key needs this page on https (or localhost), so the browser can encrypt it first.');
  }
}

/** Encrypts the provider key to the server's public key (RSA-OAEP, SHA-256) before it leaves the browser (spec §5). */
export async function encryptForServer(key: string): Promise<string> {
  if (!globalThis.crypto?.subtle) throw new InsecurePageError();
  const { spki } = await apiJson('/api/fetch/public/key', ZPublicKey);
  const der = Uint8Array.from(atob(spki), (char) => char.charCodeAt(0));
  const publicKey = await crypto.subtle.importKey('spki', der, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
  const ciphertext = new Uint8Array(await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, publicKey, new TextEncoder().encode(key)));
  return btoa(String.fromCharCode(...ciphertext));
}

export async function saveUserKey(uid: string, teamId: string | null, key: string) {
  const userKey = await encryptForServer(key);
  return apiJson('/api/save/user/key', ZUserKeyInfo.passthrough(), {
    method: 'POST',
    body: { unique_id: uid, user_key: userKey, team_id: teamId },
  });
}
