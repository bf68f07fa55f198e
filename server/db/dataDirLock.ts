import fs from 'node:fs';
import path from 'node:path';

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite allows one process per data folder; a second server on the same folder would corrupt it,
 * so it must stop with a clear message instead. Returns the release function.
 */
export function lockDataDir(folder: string): () => void {
  const lockFile = path.join(folder, 'longform.pid');
  try {
    const holder = Number.parseInt(fs.readFileSync(lockFile, 'utf8'), 10);
    if (holder && holder !== process.pid && processIsAlive(holder)) {
      throw new Error(
        `Another Longform server (process ${holder}) is using the embedded database in ${folder}. Stop it, or set DATA_DIR to another folder.`,
      );
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.writeFileSync(lockFile, String(process.pid));
  return () => fs.rmSync(lockFile, { force: true });
}
