import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { TStoredObject, TUploadObjects } from './uploadObjects';

/** A name that stays inside the folder (asset ids, half-written files, whatever else a listing found). */
function fileIn(dir: string, name: string): string {
  if (!name || name === '.' || name === '..' || /[/\\\0]/.test(name)) throw new Error('not a stored upload name');
  return path.join(dir, name);
}

/**
 * Uploads kept as files in one folder (UPLOADS_DIR, DATA_DIR/uploads by default). A file is written
 * under `<name>.<random>.partial` and renamed, so a reader sees it whole or not at all; several
 * servers share it when the folder is on shared storage (NFS, a mounted volume). `temporary` deletes
 * the folder on close (an in-memory installation).
 */
export function folderUploadObjects(dir: string, options: { temporary?: boolean } = {}): TUploadObjects {
  fs.mkdirSync(dir, { recursive: true });
  return {
    location: dir,
    put: async (name, bytes) => {
      const target = fileIn(dir, name);
      // A name of its own per writer: two servers writing one upload never share a half-written file.
      const partial = `${target}.${crypto.randomBytes(6).toString('hex')}.partial`;
      try {
        await fs.promises.writeFile(partial, bytes);
        await fs.promises.rename(partial, target);
      } catch (error) {
        await fs.promises.rm(partial, { force: true });
        throw error;
      }
    },
    get: async (name) => {
      try {
        return await fs.promises.readFile(fileIn(dir, name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    has: async (name) => {
      try {
        return (await fs.promises.stat(fileIn(dir, name))).isFile();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
        throw error;
      }
    },
    remove: (name) => fs.promises.rm(fileIn(dir, name), { force: true }),
    list: async () => {
      const entries = await fs.promises.readdir(dir, { withFileTypes: true });
      const listed: TStoredObject[] = [];
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        try {
          listed.push({ name: entry.name, modifiedAt: (await fs.promises.stat(path.join(dir, entry.name))).mtime });
        } catch (error) {
          // Renamed or removed by another server since the folder was read.
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        }
      }
      return listed;
    },
    close: async () => {
      if (options.temporary) await fs.promises.rm(dir, { recursive: true, force: true });
    },
  };
}
