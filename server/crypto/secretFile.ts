import fs from 'node:fs';
import path from 'node:path';

/**
 * A generated secret kept in the data folder: read when present, else created exclusively ('wx'),
 * so that two servers starting at once on one folder both end up with the one that was written
 * first, never each with its own.
 */
export function readOrCreateSecretFile(file: string, create: () => string): string {
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const value = create();
  try {
    fs.writeFileSync(file, value, { mode: 0o600, flag: 'wx' });
    return value;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return fs.readFileSync(file, 'utf8').trim();
  }
}
