import crypto from 'node:crypto';
import path from 'node:path';
import { readOrCreateSecretFile } from './secretFile';

export type TKeyMaterial = {
  /** AES-256-GCM key for credentials at rest. */
  encryptionKey: Buffer;
  /** RSA key pair the browser encrypts provider keys to (spec §5: encrypted on the client before sending). */
  transportPrivateKey: crypto.KeyObject;
  transportPublicSpki: string;
};

const newAesKey = () => crypto.randomBytes(32).toString('base64');
const newRsaPem = () =>
  crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

/**
 * The server's keys: from the settings when given (needed when several servers share a database),
 * else generated once into the data folder, or per process in memory mode.
 */
export function resolveKeyMaterial(options: { encryptionKey?: string; transportPrivateKey?: string; dataDir: string }): TKeyMaterial {
  const inMemory = options.dataDir.startsWith('memory://');
  const aes =
    options.encryptionKey ?? (inMemory ? newAesKey() : readOrCreateSecretFile(path.resolve(options.dataDir, 'encryption-key'), newAesKey));
  const pem =
    options.transportPrivateKey?.replaceAll('\\n', '\n') ??
    (inMemory ? newRsaPem() : readOrCreateSecretFile(path.resolve(options.dataDir, 'transport-key.pem'), newRsaPem));
  const encryptionKey = Buffer.from(aes, 'base64');
  if (encryptionKey.length !== 32) throw new Error('ENCRYPTION_KEY must be 32 bytes, base64-encoded.');
  const transportPrivateKey = crypto.createPrivateKey(pem);
  const transportPublicSpki = crypto.createPublicKey(transportPrivateKey).export({ type: 'spki', format: 'der' }).toString('base64');
  return { encryptionKey, transportPrivateKey, transportPublicSpki };
}

/** Opens a provider key the browser encrypted with RSA-OAEP (SHA-256) under our public key. */
export function decryptFromBrowser(ciphertextBase64: string, keys: TKeyMaterial): string {
  return crypto
    .privateDecrypt(
      { key: keys.transportPrivateKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(ciphertextBase64, 'base64'),
    )
    .toString('utf8');
}
