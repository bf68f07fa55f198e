import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userKeys } from '../../db/schema';
import { openSecret } from '../../crypto/secretBox';
import { buildTestApp } from '../../test/testApp';
import { buildUser, type TTestUser } from '../../test/factories';

let harness: Awaited<ReturnType<typeof buildTestApp>>;
let publicKey: crypto.webcrypto.CryptoKey;
beforeAll(async () => {
  harness = await buildTestApp();
  const response = await harness.app.inject({ url: '/api/fetch/public/key' });
  expect(response.json().algorithm).toBe('RSA-OAEP-256');
  publicKey = await crypto.webcrypto.subtle.importKey('spki', Buffer.from(response.json().spki, 'base64'), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, [
    'encrypt',
  ]);
});
afterAll(async () => harness.close());

/** What the browser does: RSA-OAEP under the server's public key, base64. */
async function encryptAsBrowser(key: string): Promise<string> {
  const ciphertext = await crypto.webcrypto.subtle.encrypt({ name: 'RSA-OAEP' }, publicKey, new TextEncoder().encode(key));
  return Buffer.from(ciphertext).toString('base64');
}
const fetchKey = (user: TTestUser) => harness.app.inject({ url: `/api/fetch/user/key?unique_id=${user.unique_id}`, headers: { cookie: user.cookie } });
const post = (user: TTestUser, url: string, payload: object) =>
  harness.app.inject({ method: 'POST', url, headers: { cookie: user.cookie }, payload: { unique_id: user.unique_id, ...payload } });

describe('provider keys', () => {
  it('answers 404 before a key is stored, then stores it sealed and shows only its last four characters', async () => {
    const user = await buildUser(harness.app);
    expect((await fetchKey(user)).statusCode).toBe(404);
    const saved = await post(user, '/api/save/user/key', { user_key: await encryptAsBrowser('sk-Secret1234abcd') });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ has_key: true, key_hint: '…abcd', message: 'Key saved successfully' });
    expect(saved.body).not.toContain('Secret1234');
    const [row] = await harness.ctx.db.select().from(userKeys).where(eq(userKeys.userId, user.unique_id));
    expect(row!.sealedKey).not.toContain('Secret1234');
    expect(openSecret(row!.sealedKey, harness.ctx.keys.encryptionKey)).toBe('sk-Secret1234abcd');
    expect((await fetchKey(user)).json()).toMatchObject({ has_key: true, key_hint: '…abcd' });
  });

  it.each([['sk-has-dashes'], ['ak-abc123'], ['sk-'], ['sk-abc 123']])('refuses %s with the spec’s message, storing nothing', async (bad) => {
    const user = await buildUser(harness.app);
    const response = await post(user, '/api/save/user/key', { user_key: await encryptAsBrowser(bad) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'user_key', message: 'You have entered invalid OpenAI key. Please enter a valid key.' });
    expect((await fetchKey(user)).statusCode).toBe(404);
  });

  it('refuses a key sent in clear or encrypted to another key', async () => {
    const user = await buildUser(harness.app);
    const clear = await post(user, '/api/save/user/key', { user_key: Buffer.from('sk-abc123').toString('base64') });
    expect(clear.statusCode).toBe(400);
    expect(clear.json().message).toBe('You have entered invalid OpenAI key. Please enter a valid key.');
  });

  it('replaces and deletes the key through the update call', async () => {
    const user = await buildUser(harness.app);
    await post(user, '/api/save/user/key', { user_key: await encryptAsBrowser('sk-first1111') });
    const replaced = await post(user, '/api/update/user/key', { new_encrypted_key: await encryptAsBrowser('pk-second2222') });
    expect(replaced.json()).toMatchObject({ key_hint: '…2222' });
    const deleted = await post(user, '/api/update/user/key', { deleted: true });
    expect(deleted.json()).toEqual({ deleted: true, message: 'Key deleted successfully' });
    expect((await fetchKey(user)).statusCode).toBe(404);
    expect((await post(user, '/api/update/user/key', { deleted: true })).statusCode).toBe(404);
    const neither = await post(user, '/api/update/user/key', {});
    expect(neither.statusCode).toBe(400);
    expect(neither.json().message).toBe('Send new_encrypted_key, or deleted: true.');
  });

  it('keeps keys to their owner', async () => {
    const ann = await buildUser(harness.app);
    const bob = await buildUser(harness.app);
    expect((await harness.app.inject({ url: `/api/fetch/user/key?unique_id=${bob.unique_id}`, headers: { cookie: ann.cookie } })).statusCode).toBe(403);
    const asBob = await harness.app.inject({
      method: 'POST',
      url: '/api/save/user/key',
      headers: { cookie: ann.cookie },
      payload: { unique_id: bob.unique_id, user_key: await encryptAsBrowser('sk-abc123') },
    });
    expect(asBob.statusCode).toBe(403);
    expect((await harness.app.inject({ url: `/api/fetch/user/key?unique_id=${ann.unique_id}` })).statusCode).toBe(401);
  });
});
