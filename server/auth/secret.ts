import crypto from 'node:crypto';
import path from 'node:path';
import { readOrCreateSecretFile } from '../crypto/secretFile';

/**
 * The session-signing secret: the configured one, else one generated once into the data folder so
 * sessions survive restarts (in memory mode, a fresh one per process).
 */
export function resolveAuthSecret(options: { configured?: string; dataDir: string }): string {
  if (options.configured) return options.configured;
  if (options.dataDir.startsWith('memory://')) return crypto.randomBytes(32).toString('hex');
  return readOrCreateSecretFile(path.resolve(options.dataDir, 'auth-secret'), () => crypto.randomBytes(32).toString('hex'));
}
