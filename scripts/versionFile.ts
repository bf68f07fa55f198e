import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { ZVersionFile, type TVersionFile } from '../core/api/appConfig';

/**
 * The build's identity: the short git commit when there is one, so a rebuild of the same code keeps
 * its hash and open tabs are not told to update for nothing; otherwise a hash of the build time.
 */
export function buildHash(): string {
  try {
    return execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
  } catch {
    return createHash('sha256').update(String(Date.now())).digest('hex').slice(0, 10);
  }
}

/** The changelog entries of one version from docs/changelog.json (`{"3.8.2": ["…"]}`); none if absent. */
export function readUpdateLogs(version: string, changelogPath = 'docs/changelog.json'): string[] {
  const changelog = JSON.parse(readFileSync(changelogPath, 'utf8')) as Record<string, unknown>;
  const entries = changelog[version];
  return Array.isArray(entries) ? entries.map(String) : [];
}

/** Writes dist/version.json, the file every open tab polls to learn that a new build is live. */
export function versionFile(content: TVersionFile): Plugin {
  const source = JSON.stringify(ZVersionFile.parse(content), null, 2);
  return {
    name: 'longform-version-file',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'version.json', source });
    },
  };
}
