import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptFromBrowser, resolveKeyMaterial } from './keyMaterial';
import { openSecret, sealSecret } from './secretBox';

describe('secret box (AES-256-GCM)', () => {
  const key = crypto.randomBytes(32);
  it('round-trips and never stores the plaintext', () => {
    const sealed = sealSecret('sk-abc123', key);
    expect(sealed).not.toContain('sk-abc123');
    expect(sealed).not.toBe(sealSecret('sk-abc123', key));
    expect(openSecret(sealed, key)).toBe('sk-abc123');
  });
  it('refuses a wrong key or tampered data', () => {
    const sealed = sealSecret('sk-abc123', key);
    expect(() => openSecret(sealed, crypto.randomBytes(32))).toThrow();
    const parts = sealed.split(':');
    parts[3] = Buffer.from('tampered').toString('base64');
    expect(() => openSecret(parts.join(':'), key)).toThrow();
  });
});

describe('transport keys', () => {
  it('opens what a WebCrypto RSA-OAEP client encrypted to the public key', async () => {
    const keys = resolveKeyMaterial({ dataDir: 'memory://' });
    const publicKey = await crypto.webcrypto.subtle.importKey(
      'spki',
      Buffer.from(keys.transportPublicSpki, 'base64'),
      { name: 'RSA-OAEP', hash: 'SHA-256' },
      false,
      ['encrypt'],
    );
    const ciphertext = await crypto.webcrypto.subtle.encrypt({ name: 'RSA-OAEP' }, publicKey, new TextEncoder().encode('sk-browser42'));
    expect(decryptFromBrowser(Buffer.from(ciphertext).toString('base64'), keys)).toBe('sk-browser42');
  });
  it('rejects a configured encryption key of the wrong size', () => {
    expect(() => resolveKeyMaterial({ dataDir: 'memory://', encryptionKey: Buffer.alloc(16).toString('base64') })).toThrow(/32 bytes/);
  });
});
