import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The session-signing secret: the configured one, else one generated once into the data folder so
 * sessions survive restarts (in memory mode, a fresh one per process).
 */
export function resolveAuthSecret(options: { configured?: string; dataDir: string }): string {
  if (options.configured) return options.configured;
  if (options.dataDir.startsWith('memory://')) return crypto.randomBytes(32).toString('hex');
  const file = path.resolve(options.dataDir, 'auth-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const secret = crypto.randomBytes(32).toString('hex');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
